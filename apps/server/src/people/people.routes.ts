/** Category pages for people and providers: cast member, crew member, streaming provider. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CrewPage, PageQuery, PersonPage, ProviderPage, ShowIdParams } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { pagedShows } from '../catalogue/show-cards.js';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const schema = <R>(response: R) => ({ params: ShowIdParams, querystring: PageQuery, response: { 200: response } });

  app.get('/person/:id', { schema: schema(PersonPage) }, async (req) => {
    const { id } = req.params;
    const [person] = await db.query<{ id: number; name: string; original_name: string | null; img_path: string | null }>(
      `SELECT id, name, original_name, profile_path AS img_path FROM person p
       WHERE id = $1 AND EXISTS (SELECT 1 FROM cast_credit c WHERE c.person_id = p.id)`,
      [id],
    );
    if (!person) throw notFound('Person not found');
    return {
      ...person,
      ...(await pagedShows(db, { showIds: 'SELECT DISTINCT show_id FROM cast_credit WHERE person_id = $1', params: [id] }, req.query)),
    };
  });

  app.get('/credit/detail/:id', { schema: schema(CrewPage) }, async (req) => {
    const { id } = req.params;
    const [person] = await db.query<{ id: number; name: string; original_name: string | null; img_path: string | null; jobs: string[] }>(
      `SELECT p.id, p.name, p.original_name, p.profile_path AS img_path,
         array(SELECT DISTINCT job FROM crew_credit c WHERE c.person_id = p.id ORDER BY job) AS jobs
       FROM person p WHERE p.id = $1 AND EXISTS (SELECT 1 FROM crew_credit c WHERE c.person_id = p.id)`,
      [id],
    );
    if (!person) throw notFound('Credit not found');
    return {
      ...person,
      ...(await pagedShows(db, { showIds: 'SELECT DISTINCT show_id FROM crew_credit WHERE person_id = $1', params: [id] }, req.query)),
    };
  });

  app.get('/provider/detail/:id', { schema: schema(ProviderPage) }, async (req) => {
    const { id } = req.params;
    const [provider] = await db.query<{ id: number; name: string; img_path: string | null }>(
      'SELECT id, name, logo_path AS img_path FROM provider WHERE id = $1',
      [id],
    );
    if (!provider) throw notFound('Provider not found');
    return {
      ...provider,
      ...(await pagedShows(db, { showIds: 'SELECT show_id FROM show_provider WHERE provider_id = $1', params: [id] }, req.query)),
    };
  });
};
