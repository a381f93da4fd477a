/**
 * The K-lama scores of one instance, in memory (decision 0041). Every `pollMs` the instance reads which shows'
 * ratings changed (an indexed read of a table of at most one row per show) and recomputes those shows; every
 * `fullRefreshMs` it recomputes every show, which is how an account turning 7 days old, verifying its email or
 * writing its 5th diary entry comes to count. Nothing here touches the catalogue version or the response cache.
 */
import { COMMUNITY_SCORE, type CommunityScore } from '@klama/contract';
import type { Database } from '../db/client.js';
import { ratingChangesSince, ratingTotals, type RatingTotal } from './community-score.queries.js';

export interface CommunityScoresOptions {
  /** How often the changed shows are looked for, ms (a rating counts on every instance within about this). */
  pollMs?: number;
  /** How often every show is recomputed, ms (eligibility changes count within about this). */
  fullRefreshMs?: number;
  onError?: (err: unknown) => void;
}

/** A changed mark is read again for this long, so a transaction that commits a little after its mark is not missed. */
const LOOK_BACK_SECONDS = 10;

/** (C·m + Σr) / (C + n), two decimals. */
export function bayesianScore(total: number, raters: number): number {
  const { prior, weight } = COMMUNITY_SCORE;
  return Math.round(((weight * prior + total) / (weight + raters)) * 100) / 100;
}

interface Entry {
  community: CommunityScore;
  /** the member's JSON, made once per change (a cached details answer is sent with it) */
  json: string;
}

const NO_SCORE_JSON = 'null';

export class CommunityScores {
  private scores = new Map<number, Entry>();
  /** moves whenever a score changes (the read model's `community_desc` order follows it) */
  private changes = 0;
  private since: string | null = null;
  private rankedIds: readonly number[] = [];
  private rankedGeneration = -1;
  private readonly seen = new Map<number, string>();
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly options: CommunityScoresOptions = {},
  ) {}

  /** Loads every score, then keeps them fresh until `close()`. */
  async start(): Promise<void> {
    await this.refreshAll();
    const { pollMs = 1000, fullRefreshMs = 60_000 } = this.options;
    const every = (ms: number, work: () => Promise<void>) => {
      const timer = setInterval(() => void work(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    if (pollMs > 0) every(pollMs, () => this.refreshChanged());
    if (fullRefreshMs > 0) every(fullRefreshMs, () => this.refreshAll());
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.running;
  }

  of(showId: number): CommunityScore | null {
    return this.scores.get(showId)?.community ?? null;
  }

  /** The score as JSON (`null` without one): the same string until the score changes. */
  jsonOf(showId: number): string {
    return this.scores.get(showId)?.json ?? NO_SCORE_JSON;
  }

  /** The score for ordering: -Infinity without one. */
  rankOf(showId: number): number {
    return this.scores.get(showId)?.community.score ?? Number.NEGATIVE_INFINITY;
  }

  /**
   * The shows with a score, highest first, ties by id (the `community_desc` order of the lists read in SQL, which
   * put the rest after, by id). Made once per change of the scores.
   */
  ranked(): readonly number[] {
    if (this.rankedGeneration !== this.changes) {
      this.rankedIds = [...this.scores].sort(([a, x], [b, y]) => y.community.score - x.community.score || a - b).map(([id]) => id);
      this.rankedGeneration = this.changes;
    }
    return this.rankedIds;
  }

  /** A number that moves whenever any score changes. */
  generation(): number {
    return this.changes;
  }

  /** Recomputes every show (and starts reading changes from now on). */
  refreshAll(): Promise<void> {
    return this.serially(async () => {
      const { next_since } = await ratingChangesSince(this.db, null, LOOK_BACK_SECONDS);
      const totals = await ratingTotals(this.db);
      const next = new Map<number, Entry>();
      for (const t of totals) next.set(t.show_id, this.entryOf(t));
      const changed = next.size !== this.scores.size || [...next].some(([id, e]) => this.scores.get(id)?.json !== e.json);
      this.scores = next;
      this.since = next_since;
      if (changed) this.changes++;
    });
  }

  /** Recomputes the shows whose ratings changed since the last look. */
  refreshChanged(): Promise<void> {
    return this.serially(async () => {
      const { next_since, changes } = await ratingChangesSince(this.db, this.since, LOOK_BACK_SECONDS);
      const fresh = changes.filter((c) => this.seen.get(c.show_id) !== c.at);
      if (fresh.length) {
        const ids = fresh.map((c) => c.show_id);
        const totals = new Map((await ratingTotals(this.db, ids)).map((t) => [t.show_id, t]));
        for (const id of ids) {
          const total = totals.get(id);
          const before = this.scores.get(id)?.json;
          if (total) this.scores.set(id, this.entryOf(total));
          else this.scores.delete(id);
          if (this.scores.get(id)?.json !== before) this.changes++;
        }
        for (const c of fresh) this.seen.set(c.show_id, c.at);
      }
      this.since = next_since;
      // only the marks still inside the look-back window can come again
      if (this.seen.size > 10_000) this.seen.clear();
    });
  }

  private entryOf(t: RatingTotal): Entry {
    const previous = this.scores.get(t.show_id);
    const community = { score: bayesianScore(t.total, t.raters), raters: t.raters };
    if (previous && previous.community.score === community.score && previous.community.raters === community.raters) return previous;
    return { community, json: JSON.stringify(community) };
  }

  /** One refresh at a time: a full refresh never races a partial one. */
  private serially(work: () => Promise<void>): Promise<void> {
    const next = this.running.then(work).catch((err: unknown) => this.options.onError?.(err));
    this.running = next;
    return next;
  }
}
