/**
 * Notification settings and the in-app notification centre (ARCHITECTURE 9.3, issue 27; decision 0047).
 * New episodes of the shows a fan is watching or plans to watch, at air time minus `leadHours`, in the fan's time zone.
 */
import { z } from 'zod';
import { RequestText, ShowCard } from './common.js';
import { DIGESTS, LEAD_HOURS, MARK_READ_MAX_IDS, NOTIFICATION_CHANNELS, NOTIFICATION_PAGE } from './notification-constants.js';

export const NOTIFICATION_MESSAGES = {
  unknownTimeZone: 'must be an IANA time zone such as Asia/Seoul',
  leadHours: `must be a whole number of hours from ${LEAD_HOURS.min} to ${LEAD_HOURS.max}`,
  badCursor: 'must be a cursor from the notification list',
  tooManyIds: `must list at most ${MARK_READ_MAX_IDS} notifications`,
} as const;

/** Whether this runtime knows the zone (the server also asks the database: both must, decision 0047). */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = RequestText().max(64).refine(isKnownTimeZone, NOTIFICATION_MESSAGES.unknownTimeZone);

const NewEpisodeChannels = z.strictObject({ push: z.boolean(), email: z.boolean(), inApp: z.boolean() });

/** What `GET` answers; `timeZone` is null until the fan first saves (the web then sends the browser's). */
export const NotificationSettings = z.object({
  timeZone: z.string().nullable(),
  newEpisodes: NewEpisodeChannels,
  leadHours: z.number().int(),
  digest: z.enum(DIGESTS),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsBody = z.strictObject({
  timeZone: TimeZone,
  newEpisodes: NewEpisodeChannels,
  leadHours: z
    .number({ error: NOTIFICATION_MESSAGES.leadHours })
    .int(NOTIFICATION_MESSAGES.leadHours)
    .min(LEAD_HOURS.min, NOTIFICATION_MESSAGES.leadHours)
    .max(LEAD_HOURS.max, NOTIFICATION_MESSAGES.leadHours),
  digest: z.enum(DIGESTS),
});
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

const NewEpisodeItem = z.object({
  id: z.number().int(),
  kind: z.literal('new_episode'),
  /** when it was delivered (ISO, milliseconds, UTC) */
  at: z.string(),
  read: z.boolean(),
  show: ShowCard,
  season: z.number().int(),
  episode: z.number().int(),
  episodeName: z.string().nullable(),
  airDate: z.string(),
  /** the page it links to (the show's details page) */
  path: z.string(),
});
/** The test notification (`POST user/me/notifications/test`): links to Settings. */
const TestItem = z.object({ id: z.number().int(), kind: z.literal('test'), at: z.string(), read: z.boolean(), path: z.string() });
export const NotificationItem = z.discriminatedUnion('kind', [NewEpisodeItem, TestItem]);
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationPage = z.object({ items: z.array(NotificationItem), nextBefore: z.string().nullable() });
export type NotificationPage = z.infer<typeof NotificationPage>;

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)~(\d{1,18})$/;
export const NotificationCursor = RequestText()
  .regex(CURSOR, NOTIFICATION_MESSAGES.badCursor)
  .refine((s) => !Number.isNaN(Date.parse(s.split('~')[0]!)), NOTIFICATION_MESSAGES.badCursor)
  .transform((s) => {
    const [, at, id] = CURSOR.exec(s)!;
    return { at: at!, id: id! };
  });
const pageLimit = `must be an integer from 1 to ${NOTIFICATION_PAGE.max}`;
export const NotificationsQuery = z.strictObject({
  before: NotificationCursor.optional(),
  limit: z.coerce
    .number({ error: pageLimit })
    .int(pageLimit)
    .min(1, pageLimit)
    .max(NOTIFICATION_PAGE.max, pageLimit)
    .default(NOTIFICATION_PAGE.default),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const UnreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MarkReadBody = z.strictObject({
  ids: z.array(z.number().int().positive()).max(MARK_READ_MAX_IDS, NOTIFICATION_MESSAGES.tooManyIds).optional(),
});
export type MarkReadBody = z.infer<typeof MarkReadBody>;

/** Web Push and mail (issue 27 items 2 and 3; decision 0050). */
export const PUSH_MESSAGES = {
  endpointNotHttps: 'must be an https: address',
  endpointNotPublic: 'must be a push service on the public internet',
  badKey: 'must be the browser’s subscription key (base64url)',
  unknownSubscription: 'no such push subscription of yours',
} as const;

export const MAIL_NOTICE_MESSAGES = {
  badUnsubscribeToken: 'this unsubscribe link is not valid',
} as const;

const base64url = (bytes: number) =>
  z
    .string()
    .max(200, PUSH_MESSAGES.badKey)
    .refine((s) => /^[A-Za-z0-9_-]+={0,2}$/.test(s) && Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, PUSH_MESSAGES.badKey);

export const PushPublicKey = z.object({ key: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

export const PushSubscriptionBody = z.object({
  endpoint: RequestText().pipe(z.url({ protocol: /^https$/, error: PUSH_MESSAGES.endpointNotHttps }).max(2048)),
  /** the browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret, base64url */
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;
export const PushSubscriptionCreated = z.object({ id: z.number().int() });
export type PushSubscriptionCreated = z.infer<typeof PushSubscriptionCreated>;
export const PushSubscriptionParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** The channels a test notification went out on. */
export const TestNotificationAnswer = z.object({ channels: z.array(z.enum(NOTIFICATION_CHANNELS)) });
export type TestNotificationAnswer = z.infer<typeof TestNotificationAnswer>;

export const UnsubscribeParams = z.strictObject({ token: z.string().min(1).max(200) });
