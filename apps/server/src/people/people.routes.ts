/** Category pages for people and providers: cast member, crew member, streaming provider. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { pagedShows } from '../catalogue/show-cards.js';
import {
  charactersOf,
  findCastMember,
  findCrewMember,
  findProvider,
  showsOnProvider,
  showsWithCastMember,
  showsWithCrewMember,
} from './people.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** A cast member and their shows (most popular or best K-lama score first on request), each with the character they play. */
  route(app, 'person', async (req) => {
    const language = languageOf(req);
    const person = await findCastMember(db, req.params.id, language);
    if (!person) throw notFound(MESSAGES.personNotFound);
    const page = await pagedShows(db, { showIds: showsWithCastMember(req.params.id) }, { ...req.query, language }, app.communityScores);
    const characters = await charactersOf(
      db,
      req.params.id,
      page.results.map((s) => s.id),
    );
    const results = page.results.map((s) => (characters.has(s.id) ? { ...s, character: characters.get(s.id)! } : s));
    return { ...person, ...page, results };
  });

  route(app, 'crewMember', async (req) => {
    const language = languageOf(req);
    const person = await findCrewMember(db, req.params.id, language);
    if (!person) throw notFound(MESSAGES.creditNotFound);
    const shows = await pagedShows(db, { showIds: showsWithCrewMember(req.params.id) }, { ...req.query, language }, app.communityScores);
    return { ...person, ...shows };
  });

  route(app, 'providerShows', async (req) => {
    const provider = await findProvider(db, req.params.id);
    if (!provider) throw notFound(MESSAGES.providerNotFound);
    const q = { ...req.query, language: languageOf(req) };
    return { ...provider, ...(await pagedShows(db, { showIds: showsOnProvider(req.params.id) }, q, app.communityScores)) };
  });
};
