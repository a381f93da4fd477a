import { createContext, useContext } from 'react';

/** What a server render answers with; the page under render sets it (the browser has no such object). */
export class ResponseStatus {
  code = 200;
  /** See RenderedPage: kept in the shared page cache until the catalogue changes (catalogue pages), or not. */
  cacheable = true;
  /** See RenderedPage: the server sends the client shell instead of the render. */
  clientShell = false;
  set(code: number) {
    this.code = code;
  }
  userContent(clientShell: boolean) {
    this.cacheable = false;
    this.clientShell = clientShell;
  }
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** A page showing a not-found state calls this so the server answers 404 (a no-op in the browser); null sets nothing. */
export function useResponseStatus(code: number | null = 404) {
  const status = useContext(ResponseStatusContext);
  if (code !== null) status?.set(code);
}

/**
 * A page of what users write (a list) calls this: its render is never kept in the shared page cache, and when
 * `clientShell` the server sends the client shell instead (a no-op in the browser).
 */
export function useUserContentRender({ clientShell }: { clientShell: boolean }) {
  useContext(ResponseStatusContext)?.userContent(clientShell);
}
