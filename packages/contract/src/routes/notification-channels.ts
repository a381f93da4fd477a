/**
 * Web Push, the test notification and mail unsubscribe (ARCHITECTURE 9.3; decision 0050): a table of their own, so the
 * web's first bundle (which carries PUBLIC_ROUTES) does not; the settings screen that calls them builds its URLs
 * from here, and a signed-out unsubscribe never goes through the web app.
 */
import type { RouteEntry } from './entry.js';

export const NOTIFICATION_CHANNEL_ROUTES = {
  testNotification: { method: 'POST', path: '/user/me/notifications/test', access: 'account' },
  pushPublicKey: { method: 'GET', path: '/push/public-key', access: 'optional-user' },
  createPushSubscription: { method: 'POST', path: '/user/me/push-subscriptions', access: 'account' },
  deletePushSubscription: { method: 'DELETE', path: '/user/me/push-subscriptions/:id', access: 'account' },
  mailUnsubscribePage: { method: 'GET', path: '/mail/unsubscribe/:token', access: 'auth' },
  mailUnsubscribe: { method: 'POST', path: '/mail/unsubscribe/:token', access: 'auth' },
} as const satisfies Record<string, RouteEntry>;
