/** Notification settings and the in-app notification centre (ARCHITECTURE 9.3; decision 0047). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { invalidField } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { markRead, notificationsOf, unreadCountOf } from './centre.queries.js';
import { databaseKnowsTimeZone, notificationSettingsOf, saveNotificationSettings } from './settings.queries.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'notificationSettings', async (req) => notificationSettingsOf(db, signedIn(req).userId));
  route(app, 'putNotificationSettings', async (req) => {
    const { userId } = signedIn(req);
    if (!(await databaseKnowsTimeZone(db, req.body.timeZone))) throw invalidField('body.timeZone', NOTIFICATION_MESSAGES.unknownTimeZone);
    await saveNotificationSettings(db, userId, req.body);
    return notificationSettingsOf(db, userId);
  });
  route(app, 'myNotifications', async (req) => notificationsOf(db, signedIn(req).userId, req.query));
  route(app, 'unreadNotificationCount', async (req) => ({ unread: await unreadCountOf(db, signedIn(req).userId) }));
  route(app, 'markNotificationsRead', async (req) => {
    const { userId } = signedIn(req);
    await markRead(db, userId, req.body);
    return { unread: await unreadCountOf(db, userId) };
  });
};
