/**
 * `POST reports` (ARCHITECTURE 9.2, decision 0046): a fan reports something they can see. Unknown, hidden, private
 * and blocked targets are one 404; one's own content is refused; a second report of the same open target is the
 * same report (202 again). Limited per account, tighter for a newcomer (`app.writeLimit('report')`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { badRequest, notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { REPORTABLE } from './reportable.queries.js';
import { fileReport } from './reports.queries.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'report',
    async (req, reply) => {
      const me = signedIn(req).userId;
      const { kind, id, reason, note } = req.body;
      await app.db.transaction(async (tx) => {
        const found = await REPORTABLE[kind].find(tx, id, me);
        if (!found) throw notFound(REPORT_MESSAGES.targetNotFound);
        if (found.authorId === me) throw badRequest(REPORT_MESSAGES.ownContent);
        await fileReport(tx, me, { kind, targetId: found.id, reason, note });
      });
      return reply.code(202).send({ status: 'received' });
    },
    { preHandler: app.writeLimit('report') },
  );
};
