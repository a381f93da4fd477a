/**
 * Sends the outbox in the background of each instance: woken by the NOTIFY of a new message, by a timer when the
 * next retry is due, and by a slow poll (a missed notification). A failed send waits longer each time (30 s, 1, 2, 4
 * … minutes, at most an hour) until the message's link expires; every failure is logged for operators.
 */
import type { Database } from '../db/client.js';
import { claimDueMails, markMailFailed, markMailSent, MAIL_OUTBOX_CHANNEL, nextMailDueIn } from './outbox.queries.js';
import type { MailTransport } from './transport.js';

export interface MailLog {
  info(message: string): void;
  error(message: string): void;
}

export interface MailWorkerOptions {
  /** seconds to wait before attempt `attempts + 1` */
  retryDelaySeconds?: (attempts: number) => number;
  pollMs?: number;
}

export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

const BATCH = 20;
/** A claimed message is another worker's to retry after this (a worker that died mid-send). */
const CLAIM_SECONDS = 120;
const POLL_MS = 30_000;

export class MailWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: MailLog,
    private readonly options: MailWorkerOptions = {},
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(MAIL_OUTBOX_CHANNEL, () => this.wake());
    this.poll = setInterval(() => this.wake(), this.options.pollMs ?? POLL_MS);
    this.poll.unref();
    this.wake();
  }

  /** Sends what is due now; a wake-up during a run makes the run go round once more. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => (this.running = null));
  }

  /** Resolves when nothing is being sent (tests; shutdown). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.poll);
    await this.unlisten?.();
    await this.running;
    this.transport.close();
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        let claimed;
        while (!this.stopped && (claimed = await claimDueMails(this.db, BATCH, CLAIM_SECONDS)).length)
          for (const mail of claimed) await this.deliver(mail);
      } while (this.again && !this.stopped);
      await this.scheduleNext();
    } catch (error) {
      this.log.error(`mail outbox: ${(error as Error).message}`);
    }
  }

  private async deliver(mail: Awaited<ReturnType<typeof claimDueMails>>[number]): Promise<void> {
    try {
      await this.transport.send(mail);
      await markMailSent(this.db, mail.id);
    } catch (error) {
      const reason = (error as Error).message || String(error);
      const delay = (this.options.retryDelaySeconds ?? retryDelaySeconds)(mail.attempts);
      await markMailFailed(this.db, mail.id, reason, delay);
      this.log.error(`mail ${mail.id} (${mail.kind}) to ${mail.to} failed on attempt ${mail.attempts}, retrying in ${delay} s: ${reason}`);
    }
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const dueIn = await nextMailDueIn(this.db);
    clearTimeout(this.timer);
    if (dueIn === null) return;
    this.timer = setTimeout(() => this.wake(), Math.max(0, Math.min(dueIn, this.options.pollMs ?? POLL_MS)) + 5);
    this.timer.unref();
  }
}
