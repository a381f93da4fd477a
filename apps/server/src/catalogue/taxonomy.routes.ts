/** Genre, tone and keyword lists in display order. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TermList, type Term } from '@klama/contract';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const options = { schema: { response: { 200: TermList } } };

  app.get('/genre', options, () => db.query<Term>('SELECT uid AS _id, id, name FROM genre ORDER BY rank, name, id'));
  app.get('/tone', options, () => db.query<Term>('SELECT uid AS _id, id, name FROM tone ORDER BY rank, name, id'));
  /** Keywords by how many shows use them (unused ones are left out: they would filter to nothing). */
  app.get('/keyword', options, () =>
    db.query<Term>(
      `SELECT k.uid AS _id, k.id, k.name FROM keyword k
       JOIN (SELECT keyword_id, count(*) AS uses FROM show_keyword GROUP BY keyword_id) u ON u.keyword_id = k.id
       ORDER BY u.uses DESC, k.rank, k.name, k.id LIMIT 500`,
    ),
  );
};
