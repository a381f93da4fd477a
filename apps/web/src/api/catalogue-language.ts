/**
 * The catalogue's language on the web (ARCHITECTURE 9.4, decision 0049): every catalogue call carries the interface's
 * language (`language=ko`; English, the default, is left out, so English addresses stay as they were), and the query
 * cache is keyed by it. The language belongs to a query client (the browser's one, or a server render's own), so
 * renders in two languages at once never mix.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_CATALOGUE_LANGUAGE, catalogueLanguageOf, type CatalogueLanguage, type DisplayLanguage } from '@klama/contract';
export { inLanguage } from './in-language';

const languages = new WeakMap<QueryClient, CatalogueLanguage>();

/** Sets the language the client's catalogue reads are made and cached in (app/providers.tsx, on every render). */
export function setQueryClientLanguage(client: QueryClient, language: DisplayLanguage): void {
  languages.set(client, catalogueLanguageOf(language));
}

export const queryClientLanguage = (client: QueryClient | undefined): CatalogueLanguage =>
  (client && languages.get(client)) ?? DEFAULT_CATALOGUE_LANGUAGE;

/** A query's cache key: its key in the client's language (a Korean answer is never found for an English read). */
export const languageKeyHash = (client: QueryClient) => (queryKey: QueryKey) => hashKey([queryClientLanguage(client), ...queryKey]);

/**
 * After the language changed: every query in use looks its key up again (its observer's options set anew), so a screen
 * that did not re-render with the language (one that shows no interface text of its own) reads in the new one too.
 */
export function followLanguage(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll())
    for (const observer of query.observers) {
      // the options as the hook gave them: without the hash and the mark of options already completed, which would be kept
      const { queryHash: _hash, _defaulted, ...options } = observer.options;
      observer.setOptions(options);
    }
}
