/**
 * admin/reports: the moderation queue (decision 0046). Resolving closes every open report of the target at once:
 * `hide` hides it from every reader, `dismiss` leaves it as it is, `disable_user` hides it and disables its author
 * (as the users' screen does: their sessions end). Each resolution is one audit row (`report.<action>`), and a
 * disabled author a `user.update` row as from the users' screen. `unhide` shows a hidden target again (audited as
 * `report.unhide`). No catalogue write: the version is not bumped.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type ModerationItem } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { pageOf } from '../catalogue/show-cards.js';
import { REPORTABLE } from '../moderation/reportable.queries.js';
import { badRequest, HttpError, notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { adminWrite } from './admin-write.js';
import { recordAudit } from './audit.queries.js';
import { closeReports, lockReport, moderationItem, moderationPage } from './moderation.queries.js';
import { findAdminUser, setUserDisabled } from './users.queries.js';

export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminReports', async (req) => {
    const q = { page: req.query.page, limit: ADMIN_PAGE_SIZE };
    const { total, items } = await moderationPage(app.db, req.query.status, q.page, q.limit);
    return pageOf(items, total, q);
  });

  route(app, 'adminResolveReport', async (req) => {
    const { action, note } = req.body;
    const me = signedIn(req).userId;
    const target = `report/${req.params.id}`;
    return adminWrite<ModerationItem>(app, req, { action: `report.${action}`, target, catalogue: false }, async (tx) => {
      const report = await lockReport(tx, req.params.id);
      if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
      if (report.resolved_at) throw new HttpError(409, ADMIN_MESSAGES.reportResolved);
      const kind = REPORTABLE[report.kind];
      const before = (await kind.describe(tx, [report.target_id])).get(report.target_id);
      if (action === 'disable_user' && before) {
        if (before.authorId === me) throw badRequest(ADMIN_MESSAGES.ownAccount);
        const author = (await findAdminUser(tx, before.author))!;
        await setUserDisabled(tx, author.id, true);
        await recordAudit(tx, {
          actorId: me,
          action: 'user.update',
          target: `user/${author.username}`,
          before: author,
          after: (await findAdminUser(tx, author.username))!,
        });
      }
      if (action !== 'dismiss') await kind.hide(tx, report.target_id);
      const closed = await closeReports(tx, report.kind, report.target_id, action, me);
      const after = (await kind.describe(tx, [report.target_id])).get(report.target_id);
      const state = (c: typeof before) => c && { hidden: c.hidden, author: c.author, authorDisabled: c.authorDisabled };
      return {
        before: { report: req.params.id, kind: report.kind, targetId: report.target_id, ...state(before) },
        after: { reports: closed, ...state(after), ...(note ? { note } : {}) },
        result: (await moderationItem(tx, req.params.id))!,
      };
    });
  });

  // the reverse of hide (decision 0048): the target back in every read; the reports stay as resolved, and no one is
  // told (reporters never are); a disabled author stays disabled (the users' screen enables them)
  route(app, 'adminUnhideReport', async (req) => {
    const { note } = req.body;
    const target = `report/${req.params.id}`;
    return adminWrite<ModerationItem>(app, req, { action: 'report.unhide', target, catalogue: false }, async (tx) => {
      const report = await lockReport(tx, req.params.id);
      if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
      const kind = REPORTABLE[report.kind];
      if (!(await kind.unhide(tx, report.target_id))) throw new HttpError(409, ADMIN_MESSAGES.notHidden);
      return {
        before: { report: req.params.id, kind: report.kind, targetId: report.target_id, hidden: true },
        after: { hidden: false, ...(note ? { note } : {}) },
        result: (await moderationItem(tx, req.params.id))!,
      };
    });
  });
};
