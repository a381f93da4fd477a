/** Category pages for people and providers: cast member, crew member, streaming provider. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CrewPage, PageQuery, PersonPage, ProviderPage, ShowIdParams } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { pagedShows } from '../catalogue/show-cards.js';
import {
  findCastMember,
  findCrewMember,
  findProvider,
  showsOnProvider,
  showsWithCastMember,
  showsWithCrewMember,
} from './people.queries.js';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const schema = <R>(response: R) => ({ params: ShowIdParams, querystring: PageQuery, response: { 200: response } });

  app.get('/person/:id', { schema: schema(PersonPage) }, async (req) => {
    const person = await findCastMember(db, req.params.id);
    if (!person) throw notFound('Person not found');
    return { ...person, ...(await pagedShows(db, { showIds: showsWithCastMember(req.params.id) }, req.query)) };
  });

  app.get('/credit/detail/:id', { schema: schema(CrewPage) }, async (req) => {
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
