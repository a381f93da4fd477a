/** A show and its satellites: details, videos, cast, crew, keywords, providers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ShowCast,
  type CastMember,
  ShowCredits,
  ShowDetails,
  ShowIdParams,
  ShowKeywords,
  ShowProviders,
  ShowVideos,
} from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { findShowDetails, rowsOfShow } from './show-details.queries.js';

export const showRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/show/details/:id', { schema: { params: ShowIdParams, response: { 200: ShowDetails } } }, async (req) => {
    const show = await findShowDetails(db, req.params.id);
    if (!show) throw notFound(MESSAGES.showNotFound);
    return show;
  });

  /** Videos, YouTube trailers first: the details page's fallback when `trailer` is empty. */
  app.get('/show/videos/:id', { schema: { params: ShowIdParams, response: { 200: ShowVideos } } }, async (req) => {
    const { id } = req.params;
    const results = await rowsOfShow<{ key: string; site: string; type: string; name: string }>(
      db,
      id,
      `SELECT v.key, v.site, v.type, v.name FROM video v WHERE v.show_id = $1
       ORDER BY (v.type = 'Trailer' AND v.site = 'YouTube') DESC, v.is_featured DESC, v.position, v.key`,
    );
    return { id, results };
  });

  app.get('/cast/:id', { schema: { params: ShowIdParams, response: { 200: ShowCast } } }, async (req) => {
    const cast = await db.query<CastMember>(
      `SELECT p.id, p.name, c.role, p.profile_path, c."order" FROM cast_credit c JOIN person p ON p.id = c.person_id
       WHERE c.show_id = $1 ORDER BY c."order"`,
      [req.params.id],
    );
    if (!cast.length) throw notFound(MESSAGES.castNotFound);
    return cast;
  });

  app.get('/credit/show/:id', { schema: { params: ShowIdParams, response: { 200: ShowCredits } } }, async (req) => {
    const { id } = req.params;
    const results = await rowsOfShow<{ _id: string; id: number; name: string; job: string }>(
      db,
      id,
      `SELECT p.id || ':' || lower(c.job) AS _id, p.id, p.name, c.job FROM crew_credit c JOIN person p ON p.id = c.person_id
       WHERE c.show_id = $1
       ORDER BY CASE c.job WHEN 'Creator' THEN 0 WHEN 'Director' THEN 1 WHEN 'Writer' THEN 2 ELSE 3 END, c.job, p.name, p.id`,
    );
    return { id, results };
  });

  app.get('/keyword/show/:id', { schema: { params: ShowIdParams, response: { 200: ShowKeywords } } }, async (req) => {
    const { id } = req.params;
    const results = await rowsOfShow<{ _id: string; id: number; name: string }>(
      db,
      id,
      `SELECT k.uid AS _id, k.id, k.name FROM show_keyword l JOIN keyword k ON k.id = l.keyword_id
       WHERE l.show_id = $1 ORDER BY l.position, k.id`,
    );
    return { id, results };
  });

  app.get('/provider/show/:id', { schema: { params: ShowIdParams, response: { 200: ShowProviders } } }, async (req) => {
    const { id } = req.params;
    const results = await rowsOfShow<{ id: number; name: string; logo_path: string | null; display_priority: number }>(
      db,
      id,
      `SELECT p.id, p.name, p.logo_path, p.display_priority FROM show_provider l JOIN provider p ON p.id = l.provider_id
       WHERE l.show_id = $1 ORDER BY p.display_priority, p.id`,
    );
    return { id, results };
  });
};
