/** SCRATCH: admin/mail, the outbox's envelopes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE } from '@klama/contract';
import { pageOf } from '../catalogue/show-cards.js';
import { route } from '../plugins/route.js';
import { mailPage } from './mail.queries.js';

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminMail', async (req) => {
    const q = { page: req.query.page, limit: ADMIN_PAGE_SIZE };
    const { total, mails } = await mailPage(app.db, q.page, q.limit);
    return pageOf(mails, total, q);
  });
};
