/**
 * Subscribes this browser to Web Push (decision 0050), loaded only when a fan presses "Turn on push on this device":
 * it needs a registered service worker and PushManager, the fan's permission, and the server's VAPID key; the
 * browser's subscription (endpoint and keys) is then saved with `POST user/me/push-subscriptions`.
 */
import type { PushSubscriptionBody } from '@klama/contract';
import { memberApi } from '../../api/member-paths';
import { request } from '../../api/request';

export type PushDeviceResult = 'on' | 'unsupported' | 'denied';

/** The VAPID key as the browser takes it (base64url → bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
}

export async function subscribeThisDevice(): Promise<PushDeviceResult> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof window.PushManager === 'undefined')
    return 'unsupported';
  // the app's service worker (apps/web/sw/, registered after the page loads); a push subscription needs it active
  const registration = (await navigator.serviceWorker.getRegistration()) ? await navigator.serviceWorker.ready : undefined;
  if (!registration?.pushManager) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { key } = await request(memberApi('pushPublicKey'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }));
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  const body: PushSubscriptionBody = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  await request(memberApi('createPushSubscription'), { method: 'POST', body, auth: 'required' });
  return 'on';
}
