import { addressInLanguage, type DisplayLanguage } from '@klama/contract';

let renderedBase: string | undefined;

/**
 * The base a server-rendered page's links were made with (the server's SITE_URL, carried in the page's state):
 * the server sets it once at start, the browser from the page before hydrating, so both write the same URLs.
 */
export function setSiteBase(base: string) {
  renderedBase = base.replace(/\/+$/, '');
}

/** The canonical site base: `VITE_SITE_URL` at build time, else the server's, else the origin the app is served from. */
export function siteBase(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  return (configured || renderedBase || window.location.origin).replace(/\/+$/, '');
}
/**
 * A page's full address in `language` (`/details/1` → `…/ko/details/1` in Korean: decision 0053), as a URL: a Hangul
 * slug percent-encoded (what is encoded already stays as it is).
 */
export const pageUrl = (language: DisplayLanguage, path: string) =>
  `${siteBase()}${addressInLanguage(language, path).replace(/[\u0080-\uffff]+/g, encodeURIComponent)}`;

export const SITE_NAME = 'K-lama';

/** The About text names the site's own address as `{{SITE_URL}}` (its examples work wherever the site runs). */
export const withSiteAddress = (markdown: string, origin: string) => markdown.replaceAll('{{SITE_URL}}', origin);
