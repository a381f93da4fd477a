/**
 * The web app's server renderer (apps/web/src/server/entry-server.tsx) as the API server loads it from the
 * build (apps/server/src/web-render/). Types only.
 */
export type DisplayLanguage = 'en' | 'kr';

/** A rendered public page, in parts the server puts into index.html. */
export interface RenderedPage {
  /** 200, 404 for a not-found state, or 301 to `location`. */
  status: number;
  /** `<title>`, meta and link tags for `<head>`. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** JSON of the state the browser hydrates from, safe inside a script element. */
  state: string;
  /** `<html lang>`. */
  htmlLang: string;
  /**
   * Whether the page may be kept in the shared cache of rendered pages until the catalogue changes. False for a
   * page of what users write (a list), which changes without a catalogue write: it is rendered for each request.
   */
  cacheable: boolean;
  /**
   * The page is left to the browser: the server sends the client shell (index.html) with `status`, none of the
   * render (a list it may not show: its owner's browser, which has the session, reads it itself).
   */
  clientShell: boolean;
  /** The page's one address (a path) when the one asked for is another spelling of it: the server answers 301 there. */
  location: string | null;
}

/** What the renderer reads of an API answer (a fetch Response has it all). */
export interface TransportResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** How the renderer reads the API: a GET of a public catalogue URL, answered by the server itself. */
export type RenderTransport = (url: string) => Promise<TransportResponse>;

export interface ServerRenderer {
  /** Once, at start: the site base for canonical links, how reads reach the API, and every screen's code. */
  configureServerRendering(options: { siteUrl: string; transport: RenderTransport }): Promise<void>;
  /** Public screens (and the not-found page) are rendered; account screens are not. */
  isServerRendered(pathname: string): boolean;
  /**
   * The address a page is rendered for and cached under: its path and, sorted, only the query parameters its
   * screen reads (others change nothing on the page).
   */
  pageAddress(url: string): string;
  /** The where-to-watch region (ARCHITECTURE 7.2): the `region` cookie, else the Accept-Language's, else US. */
  regionOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): string;
  /** `phone`: render for a phone's width (page sizes, the collapsed menu). */
  renderPage(options: { url: string; language: DisplayLanguage; region: string; phone: boolean; siteUrl: string }): Promise<RenderedPage>;
}
