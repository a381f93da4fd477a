/** Your data out and in (ARCHITECTURE 7.1): `me/export` downloads it, `me/import` previews or applies an import. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIARY_LIMITS } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { findUserById } from '../accounts/users.queries.js';
import { exportCsv, exportData } from './export.queries.js';
import { runImport } from './import.js';
import { importRateLimit } from './import-rate-limit.js';
import { route } from '../plugins/route.js';

// JSON escaping can double a file's size (quotes, backslashes); the content's own limit is checked in bytes.
const IMPORT_BODY_LIMIT = DIARY_LIMITS.importBytes * 2 + 64 * 1024;

export const diaryTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'exportDiary', async (req, reply) => {
    const { userId } = signedIn(req);
    const user = await findUserById(db, userId);
    const data = await exportData(db, userId, user?.username ?? '');
    const day = data.exportedAt.slice(0, 10);
    const csv = req.query.format === 'csv';
    return reply
      .header('content-disposition', `attachment; filename="klama-diary-${day}.${csv ? 'csv' : 'json'}"`)
      .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .send(csv ? exportCsv(data) : JSON.stringify(data, null, 2));
  });

  route(
    app,
    'importDiary',
    async (req, reply) => {
      const result = await runImport(db, await app.readModel.current(), signedIn(req).userId, req.body, req.query.dryRun !== 'false');
      // runImport builds the ImportResult shape; an answer of thousands of lines (megabytes) is written as it is,
      // not checked field by field against the schema on the server's thread
      return reply.serializer((payload) => JSON.stringify(payload)).send(result);
    },
    { bodyLimit: IMPORT_BODY_LIMIT, preHandler: importRateLimit(app) },
  );
};
