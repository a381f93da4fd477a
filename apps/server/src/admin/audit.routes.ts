/** admin/audit: every admin write, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE } from '@klama/contract';
import { pageOf } from '../catalogue/show-cards.js';
import { auditPage } from './audit.queries.js';
import { route } from '../plugins/route.js';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminAudit', async (req) => {
    const q = { page: req.query.page, limit: ADMIN_PAGE_SIZE };
    const { total, entries } = await auditPage(app.db, q.page, q.limit);
    return pageOf(entries, total, q);
  });
};
