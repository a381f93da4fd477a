import { createContext, useContext } from 'react';
import { Navigate, useLocation } from 'react-router';

/** What a server render answers with; the page under render sets it (the browser has no such object). */
export class ResponseStatus {
  code = 200;
  /** See RenderedPage: kept in the shared page cache until the catalogue changes (catalogue pages), or not. */
  cacheable = true;
  /** See RenderedPage: the server sends the client shell instead of the render. */
  clientShell = false;
  /** See RenderedPage: the page lives at another address (a 301 there). */
  location: string | null = null;
  set(code: number) {
    this.code = code;
  }
  userContent(clientShell: boolean) {
    this.cacheable = false;
    this.clientShell = clientShell;
  }
  redirect(location: string) {
    this.code = 301;
    this.location = location;
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
 * `clientShell` the server sends the client shell instead (a no-op in the browser). `active: false`: a render that
 * may be kept after all (a list in a catalogue order, where its K-lama score's order may not).
 */
export function useUserContentRender({ clientShell, active = true }: { clientShell: boolean; active?: boolean }) {
  const status = useContext(ResponseStatusContext);
  if (active) status?.userContent(clientShell);
}

/**
 * The page's one address when the current one is another spelling of it (a category's slug, an id's leading
 * zeros): the server answers 301 there, the browser replaces the address. The query is kept.
 */
export function CanonicalRedirect({ to }: { to: string }) {
  const status = useContext(ResponseStatusContext);
  const { search, hash } = useLocation();
  if (status) {
    status.redirect(to);
    return null;
  }
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
