/** The in-app channel: a due episode becomes a row of the fan's notification centre, in the ledger's transaction. */
import { insertInAppNotifications } from './centre.queries.js';
import type { NotificationChannel } from './channels.js';

export const inAppChannel: NotificationChannel = {
  name: 'inApp',
  deliver: (tx, due) => insertInAppNotifications(tx, due),
};
