/**
 * A cached answer whose last member is live (decision 0041): the details answer's K-lama score. The catalogue part is
 * kept as it was cached; each hit sends it with the member's value of the moment. A new value makes one new body (and
 * its compressed variants on demand), then every hit until the next change is as cheap as any other hit.
 */
import type { FastifyReply } from 'fastify';
import { etagOf } from '../plugins/http-cache.js';
import { cachedResponse, type CachedResponse } from './cached-response.js';

export interface LiveTail {
  /** the member's name: it must be the answer object's last member */
  member: string;
  /** the member's value of the moment as JSON; the same string while it does not change (compared by value) */
  current: () => string;
}

const tails = new WeakMap<FastifyReply, LiveTail>();

/** Called by a route handler: this answer's last member is `tail.member`, sent with its current value on every hit. */
export function setLiveTail(reply: FastifyReply, tail: LiveTail): void {
  tails.set(reply, tail);
}

export const liveTailOf = (reply: FastifyReply) => tails.get(reply);

/** A cached answer and its live member: the body up to the member, and the answer made for the latest value. */
export interface TailedEntry {
  readonly tail: LiveTail;
  readonly head: Buffer;
  latest: { value: string; response: CachedResponse };
}

/** Splits a freshly cached answer at its live member; undefined when the body does not end with it (never cached live then). */
export function tailed(entry: CachedResponse, tail: LiveTail): TailedEntry | undefined {
  const marker = Buffer.from(`,"${tail.member}":`);
  const at = entry.body.lastIndexOf(marker);
  if (at < 0 || entry.body[entry.body.length - 1] !== 0x7d) return undefined;
  const value = entry.body.subarray(at + marker.length, entry.body.length - 1).toString();
  return { tail, head: entry.body.subarray(0, at), latest: { value, response: entry } };
}

/** The answer to send now: the latest one while the member's value is unchanged, else a new one made once. */
export function liveResponse(entry: TailedEntry): CachedResponse {
  const value = entry.tail.current();
  if (value === entry.latest.value) return entry.latest.response;
  const { version, headers } = entry.latest.response;
  const body = Buffer.concat([entry.head, Buffer.from(`,"${entry.tail.member}":${value}}`)]);
  const etag = etagOf(body);
  entry.latest = { value, response: cachedResponse({ version, body, etag, headers: { ...headers, etag } }) };
  return entry.latest.response;
}
