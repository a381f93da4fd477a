/** admin/users: find accounts, disable or enable them, grant or revoke the admin role, end their sessions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminUser } from '@klama/contract';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@klama/contract';
import { badRequest, notFound } from '../plugins/errors.js';
import { signedIn } from '../accounts/authenticate.js';
import { pageOf } from '../catalogue/show-cards.js';
import { endSessionsOf } from '../accounts/sessions.queries.js';
import { adminWrite } from './admin-write.js';
import { END_SESSIONS_ACTION } from './end-sessions.js';
import { findAdminUser, searchUsers, setUserDisabled, setUserRole } from './users.queries.js';
import { route } from '../plugins/route.js';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminUsers', async (req) => {
    const q = { page: req.query.page, limit: ADMIN_PAGE_SIZE };
    const { total, users } = await searchUsers(app.db, req.query.query, q.page, q.limit);
    return pageOf(users, total, q);
  });

  route(app, 'adminPatchUser', (req) =>
    adminWrite<AdminUser>(app, req, { action: 'user.update', target: `user/${req.params.username}`, catalogue: false }, async (tx) => {
      const before = await findAdminUser(tx, req.params.username);
      if (!before) throw notFound(ADMIN_MESSAGES.userNotFound);
      const { disabled, role } = req.body;
      // an operator cannot lock themselves out: another admin must do that
      if (before.id === signedIn(req).userId && (disabled === true || role === 'user')) throw badRequest(ADMIN_MESSAGES.ownAccount);
      if (disabled !== undefined) await setUserDisabled(tx, before.id, disabled);
      if (role !== undefined) await setUserRole(tx, before.id, role);
      return { before, after: (await findAdminUser(tx, before.username))! };
    }),
  );

  // ASVS 7.4.5: the account stays enabled; every session of it ends at once (its owner signs in again)
  route(app, 'adminEndUserSessions', (req) =>
    adminWrite<{ ended: number }>(
      app,
      req,
      { action: END_SESSIONS_ACTION, target: `user/${req.params.username}`, catalogue: false },
      async (tx) => {
        const user = await findAdminUser(tx, req.params.username);
        if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
        const ended = await endSessionsOf(tx, user.id);
        return { before: null, after: { sessionsEnded: ended }, result: { ended } };
      },
    ),
  );
};
