/** What a push from the server carries (server push/push-outbox.queries.ts `PushPayload`) and the notification it shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/**
 * The notification for a push: its title and body, its tag (a second push for the same episode replaces the first)
 * and, as data, the same-origin page it opens. A payload without a title (none, or not ours) still shows something:
 * a push with `userVisibleOnly` must.
 */
export function notificationOf(payload: PushPayload | null, origin: string): { title: string; options: NotificationOptions } {
  const url = sameOriginPath(payload?.url, origin);
  const options: NotificationOptions = { body: payload?.body ?? '', icon: ICON, badge: BADGE, data: { url } };
  if (payload?.tag) options.tag = payload.tag;
  return { title: payload?.title || 'K-lama', options };
}

/** A path on this site; anything else (another origin, a javascript: address) opens the home page. */
function sameOriginPath(url: string | undefined, origin: string): string {
  if (!url) return '/';
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}
