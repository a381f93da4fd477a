import { DEFAULT_CATALOGUE_LANGUAGE, LANGUAGE_PARAM, type CatalogueLanguage } from '@klama/contract';
import type { Endpoint } from './paths';

/** The endpoint in `language`: a catalogue call's URL carries a language other than the default. */
export function inLanguage<T>(endpoint: Endpoint<T>, language: CatalogueLanguage | undefined): Endpoint<T> {
  if (!endpoint.catalogue || !language || language === DEFAULT_CATALOGUE_LANGUAGE) return endpoint;
  return { ...endpoint, url: `${endpoint.url}${endpoint.url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}` };
}
