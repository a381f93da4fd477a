/**
 * The languages of the catalogue's text (ARCHITECTURE 9.4): every catalogue call takes `language=en|ko` (TMDB's
 * codes; default `en`) and answers in it, falling back to the other language where a text is missing. Plain data:
 * the web app's API client reads it at run time.
 */
import type { DisplayLanguage } from './server-render.js';

export const CATALOGUE_LANGUAGES = ['en', 'ko'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];
export const DEFAULT_CATALOGUE_LANGUAGE: CatalogueLanguage = 'en';
/** The query parameter every catalogue call takes. */
export const LANGUAGE_PARAM = 'language';

export const isCatalogueLanguage = (value: unknown): value is CatalogueLanguage =>
  (CATALOGUE_LANGUAGES as readonly unknown[]).includes(value);

/** The catalogue language of the interface's language (the interface calls Korean `kr`, the catalogue `ko`). */
export const catalogueLanguageOf = (display: DisplayLanguage): CatalogueLanguage => (display === 'kr' ? 'ko' : 'en');

/**
 * Korean pages have addresses of their own (decision 0053): `/ko` before the path (`/ko/details/1`), English none.
 * The address decides a page's language; the API stays under `/api`.
 */
export const KOREAN_PREFIX = '/ko';

/** The language of a page's path: Korean under `/ko`, else English. */
export const languageOfPath = (pathname: string): DisplayLanguage =>
  pathname === KOREAN_PREFIX || pathname.startsWith(`${KOREAN_PREFIX}/`) ? 'kr' : 'en';

/** A page's path without its language (`/ko/details/1` → `/details/1`, `/ko` → `/`). */
export const pathWithoutLanguage = (pathname: string): string =>
  languageOfPath(pathname) === 'kr' ? pathname.slice(KOREAN_PREFIX.length) || '/' : pathname;

/** The same page's address in `language`: path, query and fragment kept (`/details/1?x#y` → `/ko/details/1?x#y`). */
export function addressInLanguage(language: DisplayLanguage, address: string): string {
  const at = address.search(/[?#]/);
  const [path, rest] = at < 0 ? [address, ''] : [address.slice(0, at), address.slice(at)];
  const bare = pathWithoutLanguage(path || '/');
  if (language === 'en') return bare + rest;
  return (bare === '/' ? KOREAN_PREFIX : KOREAN_PREFIX + bare) + rest;
}

/** The cookie that carries the visitor's last language to the server (the browser keeps it: the web's stores/general.ts). */
export const LANGUAGE_COOKIE = 'language';

/** The last language of the visitor sending this Cookie header (English when none). */
export const languageFromCookie = (cookieHeader: string | undefined): DisplayLanguage =>
  new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=kr(?:;|$)`).test(cookieHeader ?? '') ? 'kr' : 'en';
