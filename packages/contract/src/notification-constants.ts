/**
 * Notifications' plain constants (ARCHITECTURE 9.3, issue 27), in a module of their own so the web's lazy
 * notification screens carry them and the first bundle does not.
 */
export const DIGESTS = ['off', 'daily', 'weekly'] as const;
export type Digest = (typeof DIGESTS)[number];
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_KINDS = ['new_episode', 'test'] as const;
/** How many hours before air time a fan may ask to be told. */
export const LEAD_HOURS = { min: 0, max: 48 } as const;
export const NOTIFICATION_PAGE = { default: 20, max: 50 } as const;
/** `before` of the next page: `{at}~{id}` of the last notification read (ties of `at` ordered by id). */
export const notificationCursor = (item: { at: string; id: number }) => `${item.at}~${item.id}`;
/** At most this many ids in one `POST user/me/notifications/read`. */
export const MARK_READ_MAX_IDS = 100;
