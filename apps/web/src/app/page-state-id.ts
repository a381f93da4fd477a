/** The id of the element holding a server-rendered page's state (own module: the boot script reads it too). */
export const PAGE_STATE_ID = 'page-state';
/** On `<html>` of a server-rendered page (set by the server, read by the boot script, which runs before the body is in). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
