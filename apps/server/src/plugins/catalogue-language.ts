/**
 * The language a catalogue call answers in (ARCHITECTURE 9.4, decision 0049): `?language=en|ko`, default `en`; any
 * other value is a 400 (`common.unsupportedLanguage`). Read once per request by the catalogue group's hook, which takes
 * the parameter out of the query before the route's own (strict) query schema sees it: every catalogue route takes it
 * without naming it. The response cache and the rendered-page cache key on the URL, which carries it.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_CATALOGUE_LANGUAGE, LANGUAGE_PARAM, MESSAGES, isCatalogueLanguage, type CatalogueLanguage } from '@klama/contract';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** the catalogue language of the call (catalogue routes only; `en` elsewhere) */
    catalogueLanguage?: CatalogueLanguage;
  }
}

/** An onRequest hook: reads, checks and removes `language` from the query. */
export async function readCatalogueLanguage(req: FastifyRequest): Promise<void> {
  const query = req.query as Record<string, unknown> | undefined;
  const value = query?.[LANGUAGE_PARAM];
  if (value === undefined) {
    req.catalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE;
    return;
  }
  if (!isCatalogueLanguage(value)) throw badRequest(MESSAGES.unsupportedLanguage);
  req.catalogueLanguage = value;
  delete query![LANGUAGE_PARAM];
}

/** The language a catalogue call answers in. */
export const languageOf = (req: FastifyRequest): CatalogueLanguage => req.catalogueLanguage ?? DEFAULT_CATALOGUE_LANGUAGE;
