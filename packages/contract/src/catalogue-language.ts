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
