/** admin/imports: TMDB imports as background jobs, one at a time across instances. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@klama/contract';
import { HttpError, notFound } from '../plugins/errors.js';
import { signedIn } from '../accounts/authenticate.js';
import { adminWrite } from './admin-write.js';
import { failStaleJobs, findImportJob, listImportJobs, startImportJob } from './import-jobs.queries.js';
import { route } from '../plugins/route.js';

export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminStartImport', async (req, reply) => {
    const get = app.importJobs.client();
    await failStaleJobs(app.db);
    const id = await adminWrite<number>(app, req, { action: 'import.start', target: 'imports', catalogue: false }, async (tx) => {
      const started = await startImportJob(tx, req.body, signedIn(req).userId);
      if (started === null) throw new HttpError(409, ADMIN_MESSAGES.importRunning);
      return { before: null, after: { id: started, ...req.body }, result: started };
    });
    app.importJobs.launch(id, req.body, get);
    return reply.code(202).send({ id });
  });

  route(app, 'adminImports', async () => {
    await failStaleJobs(app.db);
    return listImportJobs(app.db);
  });

  route(app, 'adminImportJob', async (req) => {
    await failStaleJobs(app.db);
    const job = await findImportJob(app.db, req.params.id);
    if (!job) throw notFound(ADMIN_MESSAGES.importNotFound);
    return job;
  });
};
