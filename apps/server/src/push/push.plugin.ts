/**
 * Web Push for the app (decision 0050): `app.push` holds the VAPID public key and this instance's sender of the push
 * outbox. Messages are queued with `enqueuePushes` in the caller's transaction and sent after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { PushSender, type PushSenderOptions } from './push-sender.js';
import { resolveVapidKeys } from './vapid.js';
import { claimVapidPublicKey } from './vapid-key.queries.js';

export interface Push {
  publicKey: string;
  readonly sender: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

export type PushOptions = PushSenderOptions;

export const VAPID_MISMATCH =
  "This instance has another VAPID key pair than the one this database's push subscriptions were made with " +
  '(another instance, or an earlier DATA_DIR/vapid.json). Give every instance the same pair: set VAPID_PUBLIC_KEY and ' +
  'VAPID_PRIVATE_KEY to it, or share DATA_DIR. To change the pair on purpose, delete the row of push_vapid_key and ' +
  'every push subscription (browsers then subscribe again).';

export function registerPush(app: FastifyInstance, options: PushOptions = {}): void {
  const { config } = app;
  const vapid = resolveVapidKeys(config);
  const sender = new PushSender(
    app.db,
    { vapid, subject: config.push.subject, timeoutMs: config.push.timeoutMs, allowLoopback: config.push.allowLoopback },
    { error: (m) => app.log.error(m) },
    options,
  );
  app.decorate('push', { publicKey: vapid.publicKey, sender } satisfies Push);
  app.addHook('onReady', async () => {
    // every instance must sign with the pair the subscriptions were made with: refuse to start with another one
    const shared = await claimVapidPublicKey(app.db, vapid.publicKey);
    if (shared !== vapid.publicKey) throw new Error(VAPID_MISMATCH);
    sender.start();
  });
  app.addHook('onClose', () => sender.stop());
}
