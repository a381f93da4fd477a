/**
 * Sends the push outbox in the background of each instance (decision 0050): woken by the NOTIFY of a new message,
 * by a timer when the next retry is due and by a slow poll. Messages are sent side by side (up to `MAX_IN_FLIGHT`)
 * and each on its own clock: a push service that hangs is given up on after the timeout and retried later, while
 * the others go on. 404/410 from the service removes the subscription; other failures wait longer each time.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Database } from '../db/client.js';
import { checkPushEndpoint } from './endpoint-guard.js';
import {
  claimDuePushes,
  markPushFailed,
  markPushSent,
  nextPushDueIn,
  PUSH_OUTBOX_CHANNEL,
  type ClaimedPush,
} from './push-outbox.queries.js';
import { dropSubscription } from './subscriptions.queries.js';
import type { VapidKeys } from './vapid.js';

export interface PushLog {
  error(message: string): void;
}

export interface PushSenderOptions {
  /** seconds to wait before attempt `attempts + 1` */
  retryDelaySeconds?: (attempts: number) => number;
  pollMs?: number;
  /** the TLS agent (tests trust their push service's certificate with it) */
  agent?: Agent;
}

export interface PushSettings {
  vapid: VapidKeys;
  subject: string;
  timeoutMs: number;
  allowLoopback: boolean;
}

export const pushRetryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

const MAX_IN_FLIGHT = 32;
const POLL_MS = 30_000;
/** How long a push service may keep a message: a new-episode notice is stale after a day. */
const TTL_SECONDS = 24 * 3600;

export class PushSender {
  private claiming: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly settings: PushSettings,
    private readonly log: PushLog,
    private readonly options: PushSenderOptions = {},
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(PUSH_OUTBOX_CHANNEL, () => this.wake());
    this.poll = setInterval(() => this.wake(), this.options.pollMs ?? POLL_MS);
    this.poll.unref();
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.fill().finally(() => (this.claiming = null));
  }

  /** Resolves when nothing is being claimed or sent (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.claiming || this.inFlight.size) await Promise.all([this.claiming, ...this.inFlight]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.poll);
    await this.unlisten?.();
    await this.idle();
  }

  /** Claims due messages while there is room in flight; each send frees its place and wakes the sender. */
  private async fill(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && this.inFlight.size < MAX_IN_FLIGHT) {
          const claimed = await claimDuePushes(this.db, MAX_IN_FLIGHT - this.inFlight.size, this.claimSeconds());
          if (!claimed.length) break;
          for (const push of claimed) this.track(this.deliver(push));
        }
      } while (this.again && !this.stopped);
      await this.scheduleNext();
    } catch (error) {
      this.log.error(`push outbox: ${(error as Error).message}`);
    }
  }

  private track(send: Promise<void>): void {
    this.inFlight.add(send);
    void send.finally(() => {
      this.inFlight.delete(send);
      this.wake();
    });
  }

  /** Longer than a send can take, so a live sender's message is never claimed by another. */
  private claimSeconds(): number {
    return Math.max(120, Math.ceil((this.settings.timeoutMs * 3) / 1000));
  }

  private async deliver(push: ClaimedPush): Promise<void> {
    try {
      const verdict = await checkPushEndpoint(push.endpoint, this.settings.allowLoopback);
      // a name that does not resolve now (a resolver down) is retried; one that resolves to this machine or a
      // private network is never posted to, and its subscription goes
      if (verdict === 'unresolved') throw new Error(`the push service's name did not resolve`);
      if (verdict !== 'ok') {
        await dropSubscription(this.db, push.subscription_id);
        this.log.error(
          `push ${push.id}: the endpoint of subscription ${push.subscription_id} no longer reaches a public push service; removed`,
        );
        return;
      }
      await webpush.sendNotification({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, push.payload, {
        vapidDetails: { subject: this.settings.subject, ...this.settings.vapid },
        TTL: TTL_SECONDS,
        timeout: this.settings.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      await markPushSent(this.db, push.id);
    } catch (error) {
      await this.failed(push, error).catch((e: Error) => this.log.error(`push ${push.id}: ${e.message}`));
    }
  }

  private async failed(push: ClaimedPush, error: unknown): Promise<void> {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      await dropSubscription(this.db, push.subscription_id);
      return;
    }
    const reason = status ? `push service answered ${status}` : (error as Error).message || String(error);
    const delay = (this.options.retryDelaySeconds ?? pushRetryDelaySeconds)(push.attempts);
    await markPushFailed(this.db, push.id, reason, delay);
    this.log.error(`push ${push.id} failed on attempt ${push.attempts}, retrying in ${delay} s: ${reason}`);
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const dueIn = await nextPushDueIn(this.db);
    clearTimeout(this.timer);
    if (dueIn === null) return;
    this.timer = setTimeout(() => this.wake(), Math.max(0, Math.min(dueIn, this.options.pollMs ?? POLL_MS)) + 5);
    this.timer.unref();
  }
}
