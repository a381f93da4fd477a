/** Category pages for people and providers: cast member, crew member, streaming provider. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CrewPage, PageQuery, PersonPage, PersonQuery, ProviderPage, ShowIdParams } from '@klama/contract';
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

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const schema = <R>(response: R, querystring: typeof PageQuery | typeof PersonQuery = PageQuery) => ({
    params: ShowIdParams,
    querystring,
    response: { 200: response },
  });

  /** A cast member and their shows (most popular first on request), each with the character they play. */
  app.get('/person/:id', { schema: schema(PersonPage, PersonQuery) }, async (req) => {
    const person = await findCastMember(db, req.params.id);
    if (!person) throw notFound('Person not found');
    const page = await pagedShows(db, { showIds: showsWithCastMember(req.params.id) }, req.query);
    const characters = await charactersOf(
      db,
      req.params.id,
      page.results.map((s) => s.id),
    );
    const results = page.results.map((s) => (characters.has(s.id) ? { ...s, character: characters.get(s.id)! } : s));
    return { ...person, ...page, results };
  });

  app.get('/credit/detail/:id', { schema: schema(CrewPage, PersonQuery) }, async (req) => {
    const person = await findCrewMember(db, req.params.id);
    if (!person) throw notFound('Credit not found');
    return { ...person, ...(await pagedShows(db, { showIds: showsWithCrewMember(req.params.id) }, req.query)) };
  });

  app.get('/provider/detail/:id', { schema: schema(ProviderPage) }, async (req) => {
    const provider = await findProvider(db, req.params.id);
    if (!provider) throw notFound('Provider not found');
    return { ...provider, ...(await pagedShows(db, { showIds: showsOnProvider(req.params.id) }, req.query)) };
  });
};
