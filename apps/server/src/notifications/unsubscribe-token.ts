/**
 * RFC 8058 one-click unsubscribe tokens (decision 0050): `{userId}.{mac}`, the mac an HMAC-SHA256 of the fan's id
 * under a key derived from the token signing secret. Nothing is stored: a forged token fails the mac, a token used
 * again is as good as the first time (unsubscribing twice changes nothing), and it only ever turns mail off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'klama mail unsubscribe v1';

const macOf = (secret: Uint8Array, userId: number) =>
  createHmac('sha256', createHmac('sha256', secret).update(PURPOSE).digest()).update(String(userId)).digest();

export function unsubscribeToken(secret: Uint8Array, userId: number): string {
  return `${userId}.${macOf(secret, userId).toString('base64url')}`;
}

/** The fan a token is for, or null when it is not one we made. */
export function unsubscribeTokenUser(secret: Uint8Array, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = macOf(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
