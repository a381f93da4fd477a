/** Notification settings and the in-app notification centre (ARCHITECTURE 9.3; decision 0047). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES, type NotificationChannelName } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { invalidField } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { enqueuePushes } from '../push/push-outbox.queries.js';
import { insertTestNotification, markRead, notificationsOf, unreadCountOf } from './centre.queries.js';
import { episodeMailer } from './mail-notices.js';
import { NOTICE_COPY } from '../mail/notice-copy.js';
import { noticeFans } from './notice-targets.queries.js';
import { databaseKnowsTimeZone, notificationSettingsOf, saveNotificationSettings } from './settings.queries.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const mail = episodeMailer(app);
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
  // one test on each channel that is on and can reach the fan (the centre; a subscribed device; a confirmed address)
  route(app, 'testNotification', async (req, reply) => {
    const { userId } = signedIn(req);
    const settings = await notificationSettingsOf(db, userId);
    const fan = (await noticeFans(db, [userId])).get(userId)!;
    const copy = NOTICE_COPY[fan.mail_language];
    const channels: NotificationChannelName[] = [];
    await db.transaction(async (tx) => {
      if (settings.newEpisodes.inApp) {
        await insertTestNotification(tx, userId);
        channels.push('inApp');
      }
      if (settings.newEpisodes.push) {
        const queued = await enqueuePushes(
          tx,
          [{ userId, payload: { title: copy.testTitle, body: copy.testBody, url: '/settings', tag: 'test' } }],
          1,
        );
        if (queued) channels.push('push');
      }
      if (settings.newEpisodes.email && fan.email && fan.email_verified) {
        await mail(tx, fan, 'notification-test', []);
        channels.push('email');
      }
    });
    return reply.code(202).send({ channels });
  });
};
