/**
 * A polite TMDB client: at most `requestsPerSecond` request starts per second and `maxConnections`
 * requests in flight; 429 waits for Retry-After (all requests pause, not just the one), 5xx and
 * network errors are retried with exponential backoff; other 4xx fail at once.
 */
export interface TmdbCredentials {
  apiKey?: string | undefined;
  accessToken?: string | undefined;
}

export interface TmdbClientOptions extends TmdbCredentials {
  baseUrl: string;
  requestsPerSecond?: number;
  maxConnections?: number;
  maxAttempts?: number;
  /** first backoff step; doubles per attempt (with jitter) */
  backoffMs?: number;
  /** longest Retry-After honoured, in seconds */
  maxRetryAfterSeconds?: number;
  timeoutMs?: number;
  /** told about every retry (for logs) */
  onRetry?: (path: string, reason: string, waitMs: number) => void;
}

export class TmdbHttpError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`TMDB answered ${status} for ${path}`);
  }
}

export class MissingCredentialsError extends Error {
  constructor() {
    super('TMDB credentials missing: set TMDB_API_KEY (v3 key) or TMDB_ACCESS_TOKEN (v4 read access token).');
  }
}

export type TmdbGet = <T = unknown>(path: string, query?: Record<string, string | number | undefined>) => Promise<T>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createTmdbClient(options: TmdbClientOptions): { get: TmdbGet; requests: () => number } {
  if (!options.apiKey && !options.accessToken) throw new MissingCredentialsError();
  const interval = 1000 / (options.requestsPerSecond ?? 40);
  const maxConnections = options.maxConnections ?? 20;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? 500;
  const maxRetryAfter = options.maxRetryAfterSeconds ?? 120;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = options.baseUrl.replace(/\/$/, '');

  let nextStart = 0;
  let pausedUntil = 0;
  let inFlight = 0;
  let sent = 0;
  const waiting: (() => void)[] = [];

  async function acquire() {
    if (inFlight >= maxConnections) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
    // pace request starts: claim the next free slot, then wait for it (and for any 429 pause)
    const now = Date.now();
    const slot = Math.max(now, nextStart, pausedUntil);
    nextStart = slot + interval;
    if (slot > now) await sleep(slot - now);
  }
  function release() {
    inFlight--;
    waiting.shift()?.();
  }

  async function once(url: string, path: string): Promise<{ retryIn?: number; reason?: string; body?: unknown }> {
    await acquire();
    try {
      sent++;
      const res = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(options.accessToken && !options.apiKey ? { authorization: `Bearer ${options.accessToken}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 429) {
        await res.body?.cancel();
        // a missing header must not read as Number(null) = 0 (retrying at once)
        const seconds = Number(res.headers.get('retry-after') ?? NaN);
        const wait = Math.min(maxRetryAfter, Number.isFinite(seconds) && seconds >= 0 ? seconds : 10) * 1000;
        pausedUntil = Math.max(pausedUntil, Date.now() + wait);
        return { retryIn: wait, reason: '429 Too Many Requests' };
      }
      if (res.status >= 500) {
        await res.body?.cancel();
        return { reason: `${res.status} server error` };
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new TmdbHttpError(res.status, path);
      }
      return { body: await res.json() };
    } catch (err) {
      if (err instanceof TmdbHttpError) throw err;
      return {
        reason: `network error: ${(err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message}`,
      };
    } finally {
      release();
    }
  }

  const get: TmdbGet = async <T>(path: string, query: Record<string, string | number | undefined> = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    if (options.apiKey) params.set('api_key', options.apiKey);
    const url = `${base}${path}?${params}`;
    for (let attempt = 1; ; attempt++) {
      const result = await once(url, path);
      if (result.body !== undefined) return result.body as T;
      if (attempt >= maxAttempts) throw new Error(`TMDB ${path}: gave up after ${attempt} attempts (${result.reason})`);
      const wait = result.retryIn ?? backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
      options.onRetry?.(path, result.reason!, wait);
      await sleep(wait);
    }
  };
  return { get, requests: () => sent };
}
