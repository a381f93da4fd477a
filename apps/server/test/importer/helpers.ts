import type { Queryable } from '../../src/db/client.js';
import { createTmdbClient } from '../../src/importer/tmdb/client.js';
import { API_KEY, type StubTmdb } from './stub-tmdb.js';

/** A client for the stub: real limits, short backoff so retries do not slow the suite. */
export const stubClient = (stub: StubTmdb, credentials: { apiKey?: string; accessToken?: string } = { apiKey: API_KEY }) =>
  createTmdbClient({ baseUrl: stub.baseUrl, ...credentials, backoffMs: 20, maxAttempts: 3 });

export const rows = <T = Record<string, unknown>>(db: Queryable, sql: string, params: (string | number | readonly number[])[] = []) =>
  db.query<T>(sql, params);
export const one = async (db: Queryable, sql: string, params: (string | number | readonly number[])[] = []) =>
  (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params))[0]!.n;
