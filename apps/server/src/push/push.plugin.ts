/**
 * Web Push for the app (decision 0050): `app.push` holds the VAPID public key and this instance's sender of the push
 * outbox. Messages are queued with `enqueuePushes` in the caller's transaction and sent after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { PushSender, type PushSenderOptions } from './push-sender.js';
import { resolveVapidKeys } from './vapid.js';

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
  app.addHook('onReady', () => sender.start());
  app.addHook('onClose', () => sender.stop());
}
