/**
 * The import run, discovery and the collections refresh against a scripted in-process TMDB (no HTTP):
 * what is asked of TMDB, which shows a run covers, how failures are reported and how runs resume.
 */
import { utcDay } from '@klama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TmdbHttpError, type TmdbGet } from '../../src/importer/tmdb/client.js';
import { changedShows, discoverKoreanDramas } from '../../src/importer/tmdb/discover.js';
import { FatalImportError, runTmdbImport } from '../../src/importer/tmdb/import-run.js';
import { refreshCollections, UPCOMING_WEEKS } from '../../src/importer/tmdb/collections.js';
import type { Progress, ProgressCounts } from '../../src/importer/progress.js';
import { openTestDatabase } from '../test-app.js';
import { one, rows } from './helpers.js';
import { collections, heroes, taxonomy } from '../sample-catalogue.js';

type Query = Record<string, string | number | undefined>;
interface Script {
  /** discovery pages: results per page; total_pages is their count unless given */
  discover?: number[][];
  totalPages?: number;
  trending?: { id: number; origin_country?: string[]; genre_ids?: number[] }[][];
  changes?: number[];
  upcoming?: number[];
  /** answers for /tv/{id}: an HTTP status to fail with, or a body */
  shows?: Record<number, number | Record<string, unknown>>;
}

function fakeTmdb(script: Script) {
  const calls: { path: string; query: Query }[] = [];
  const get = (async (path: string, query: Query = {}) => {
    calls.push({ path, query });
    const page = Number(query.page ?? 1);
    if (path === '/discover/tv') {
      if (query['first_air_date.gte'] !== undefined)
        return { page: 1, total_pages: 1, results: (script.upcoming ?? []).map((id) => ({ id })) };
      const pages = script.discover ?? [];
      return { page, total_pages: script.totalPages ?? pages.length, results: (pages[page - 1] ?? []).map((id) => ({ id })) };
    }
    if (path === '/tv/changes') return { page, total_pages: 1, results: (script.changes ?? []).map((id) => ({ id })) };
    if (path === '/trending/tv/week') {
      const pages = script.trending ?? [];
      return { page, total_pages: pages.length, results: pages[page - 1] ?? [] };
    }
    const show = /^\/tv\/(\d+)$/.exec(path);
    if (show) {
      const id = Number(show[1]);
      const answer = script.shows?.[id] ?? { id, name: `Show ${id}`, original_name: `쇼 ${id}` };
      if (typeof answer === 'number') throw new TmdbHttpError(answer, path);
      return answer;
    }
    throw new Error(`unexpected ${path}`);
  }) as TmdbGet;
  return { get, calls, detailCalls: () => calls.filter((c) => c.path.startsWith('/tv/') && c.path !== '/tv/changes').map((c) => c.path) };
}

function recordingProgress() {
  const updates: ProgressCounts[] = [];
  const logs: string[] = [];
  let finished = 0;
  const progress: Progress = { update: (c) => updates.push({ ...c }), log: (l) => logs.push(l), finish: () => void finished++ };
  return { progress, updates, logs, finished: () => finished };
}

describe('discovery', () => {
  it('asks for scripted Korean series without animation or reality, page by page, each id once', async () => {
    const tmdb = fakeTmdb({ discover: [[1, 2], [2, 3], [4]] });
    expect(await discoverKoreanDramas(tmdb.get)).toEqual([1, 2, 3, 4]);
    expect(tmdb.calls).toEqual(
      [1, 2, 3].map((page) => ({
        path: '/discover/tv',
        query: { with_origin_country: 'KR', with_type: '2|4', without_genres: '16,10764', sort_by: 'popularity.desc', page },
      })),
    );
  });

  it('stops at the pages asked for, and at TMDB’s 500-page limit', async () => {
    const few = fakeTmdb({ discover: [[1], [2], [3]] });
    expect(await discoverKoreanDramas(few.get, { pages: 2, extra: { 'air_date.gte': '2026-01-01' } })).toEqual([1, 2]);
    expect(few.calls.map((c) => c.query['air_date.gte'])).toEqual(['2026-01-01', '2026-01-01']);
    const endless = fakeTmdb({ discover: [[1]], totalPages: 900 });
    await discoverKoreanDramas(endless.get, { pages: 1000 });
    expect(endless.calls).toHaveLength(500);
    expect(endless.calls.at(-1)!.query.page).toBe(500);
  });

  it('asks TMDB for changes in windows of at most 14 days, up to today', async () => {
    const tmdb = fakeTmdb({ changes: [] });
    const db = { query: async () => [] } as unknown as Parameters<typeof changedShows>[1];
    await changedShows(tmdb.get, db, '2026-10-01', new Date('2026-11-01T12:00:00Z'));
    expect(tmdb.calls.map((c) => [c.query.start_date, c.query.end_date])).toEqual([
      ['2026-10-01', '2026-10-14'],
      ['2026-10-15', '2026-10-28'],
      ['2026-10-29', '2026-11-01'],
    ]);
    const sameDay = fakeTmdb({ changes: [] });
    await changedShows(sameDay.get, db, '2026-11-01', new Date('2026-11-01T00:00:00Z'));
    expect(sameDay.calls.map((c) => [c.query.start_date, c.query.end_date])).toEqual([['2026-11-01', '2026-11-01']]);
  });
});

describe('import runs', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  it('reports shows TMDB does not know, and shows that are not valid, and goes on with the others', async () => {
    const tmdb = fakeTmdb({ discover: [[11, 12, 13, 14]], shows: { 12: 404, 13: { id: 13, name: '' } } });
    const p = recordingProgress();
    const summary = await runTmdbImport(db, tmdb.get, { pages: 1, concurrency: 0, progress: p.progress });
    expect(summary).toMatchObject({ resumed: false, interrupted: false, total: 4, added: 2, updated: 0 });
    expect(summary.failed).toEqual([
      { showId: 12, error: 'not found on TMDB (404)' },
      { showId: 13, error: 'name: must not be empty' },
    ]);
    expect(p.logs).toEqual(['Show 12 failed: not found on TMDB (404)', 'Show 13 failed: name: must not be empty']);
    expect(p.updates[0]).toEqual({ done: 0, total: 4, added: 0, updated: 0, failed: 0 });
    expect(p.updates.at(-1)).toEqual({ done: 4, total: 4, added: 2, updated: 0, failed: 2 });
    expect(p.updates).toHaveLength(5);
    expect(p.finished()).toBe(1);
    expect(await one(db, 'SELECT count(*) FROM show WHERE id IN (11, 14)')).toBe(2);
    expect(await one(db, 'SELECT count(*) FROM import_run WHERE id = $1 AND finished_at IS NOT NULL', [summary.runId])).toBe(1);
    // the taxonomy and the site frame were written first
    expect(await one(db, 'SELECT count(*) FROM genre')).toBe(taxonomy.genres.length);
    expect(await one(db, 'SELECT count(*) FROM periodic_collection')).toBe(collections.periodic.length);
    expect(await one(db, 'SELECT count(*) FROM hero')).toBe(heroes.length);
  });

  it('reports any other TMDB error as TMDB gave it, with or without a progress display', async () => {
    const tmdb = fakeTmdb({ shows: { 51: 500, 52: 429 } });
    const summary = await runTmdbImport(db, tmdb.get, { showIds: [51, 52, 53], concurrency: 1 });
    expect(summary).toMatchObject({ total: 3, added: 1 });
    expect(summary.failed).toEqual([
      { showId: 51, error: 'TMDB answered 500 for /tv/51' },
      { showId: 52, error: 'TMDB answered 429 for /tv/52' },
    ]);
  });

  it('counts the failures of an interrupted run when it resumes', async () => {
    const abort = new AbortController();
    const stopAfterTwo = { update: (c: ProgressCounts) => c.done >= 2 && abort.abort(), log: () => undefined, finish: () => undefined };
    const first = await runTmdbImport(db, fakeTmdb({ shows: { 71: 404, 72: 500 } }).get, {
      showIds: [71, 72, 73],
      concurrency: 1,
      signal: abort.signal,
      progress: stopAfterTwo,
    });
    expect(first).toMatchObject({ interrupted: true, total: 3 });
    const p = recordingProgress();
    const resumed = await runTmdbImport(db, fakeTmdb({}).get, { showIds: [71, 72, 73], progress: p.progress });
    expect(resumed).toMatchObject({ runId: first.runId, resumed: true, added: 1 });
    expect(p.updates[0]).toEqual({ done: 2, total: 3, added: 0, updated: 0, failed: 2 });
    expect(p.updates.at(-1)).toEqual({ done: 3, total: 3, added: 1, updated: 0, failed: 2 });
  });

  it('updates shows it already has, and imports --show ids without discovery', async () => {
    const tmdb = fakeTmdb({});
    const summary = await runTmdbImport(db, tmdb.get, { showIds: [14, 15] });
    expect(summary).toMatchObject({ total: 2, added: 1, updated: 1, failed: [] });
    expect(tmdb.calls.map((c) => c.path)).toEqual(['/tv/14', '/tv/15']);
  });

  it('takes --since from TMDB’s changes, keeping only our TMDB shows', async () => {
    const tmdb = fakeTmdb({ changes: [15, 99, 11] });
    const summary = await runTmdbImport(db, tmdb.get, { since: utcDay(-1) });
    expect(summary).toMatchObject({ total: 2, updated: 2 });
    expect(tmdb.detailCalls().sort()).toEqual(['/tv/11', '/tv/15']);
  });

  it('stops on rejected credentials (401 or 403), leaving the run open', async () => {
    for (const status of [401, 403]) {
      const tmdb = fakeTmdb({ shows: { 21: status } });
      const run = runTmdbImport(db, tmdb.get, { showIds: [21, 22], concurrency: 1, restart: true });
      await expect(run).rejects.toThrow(FatalImportError);
      await expect(
        runTmdbImport(db, fakeTmdb({ shows: { 21: status } }).get, { showIds: [21, 22], concurrency: 1, restart: true }),
      ).rejects.toThrow('TMDB rejected the credentials (check TMDB_API_KEY / TMDB_ACCESS_TOKEN)');
      expect(await one(db, 'SELECT count(*) FROM show WHERE id = 22')).toBe(0);
    }
  });

  it('resumes an unfinished run with the same selection, and starts afresh on --restart or another selection', async () => {
    const abort = new AbortController();
    const stopAfterOne = { update: (c: ProgressCounts) => c.done >= 1 && abort.abort(), log: () => undefined, finish: () => undefined };
    const first = await runTmdbImport(db, fakeTmdb({}).get, {
      showIds: [31, 32, 33],
      concurrency: 1,
      signal: abort.signal,
      progress: stopAfterOne,
    });
    expect(first).toMatchObject({ interrupted: true, total: 3, added: 1 });
    expect(await one(db, 'SELECT count(*) FROM import_run WHERE id = $1 AND finished_at IS NULL', [first.runId])).toBe(1);

    const p = recordingProgress();
    const tmdb = fakeTmdb({});
    const resumed = await runTmdbImport(db, tmdb.get, { showIds: [31, 32, 33], progress: p.progress });
    expect(resumed).toMatchObject({ runId: first.runId, resumed: true, interrupted: false, total: 3, added: 3 });
    expect(tmdb.detailCalls()).toEqual(['/tv/32', '/tv/33']);
    expect(p.logs).toEqual([`Resuming import run ${first.runId}: 2 of 3 shows left`]);

    const abort2 = new AbortController();
    const open = await runTmdbImport(db, fakeTmdb({}).get, {
      showIds: [31, 32],
      concurrency: 1,
      signal: abort2.signal,
      progress: { update: (c) => c.done >= 1 && abort2.abort(), log: () => undefined, finish: () => undefined },
    });
    const restarted = await runTmdbImport(db, fakeTmdb({}).get, { showIds: [31, 32], restart: true });
    expect(restarted).toMatchObject({ resumed: false, total: 2, updated: 2 });
    expect(restarted.runId).not.toBe(open.runId);
    const other = await runTmdbImport(db, fakeTmdb({}).get, { showIds: [33] });
    expect(other.resumed).toBe(false);
    expect(await one(db, 'SELECT count(*) FROM import_run WHERE id = $1 AND finished_at IS NOT NULL', [open.runId])).toBe(1);
  });
  it('resumes a discovered run without discovering again, and treats other pages as another selection', async () => {
    const pages = { discover: [[41, 42], [43]] };
    const abort = new AbortController();
    const stopAfterOne = { update: (c: ProgressCounts) => c.done >= 1 && abort.abort(), log: () => undefined, finish: () => undefined };
    const first = await runTmdbImport(db, fakeTmdb(pages).get, { pages: 1, concurrency: 1, signal: abort.signal, progress: stopAfterOne });
    expect(first).toMatchObject({ resumed: false, interrupted: true, total: 2 });

    const again = fakeTmdb(pages);
    const resumed = await runTmdbImport(db, again.get, { pages: 1 });
    expect(resumed).toMatchObject({ runId: first.runId, resumed: true, interrupted: false, total: 2 });
    expect(again.calls.map((c) => c.path)).toEqual(['/tv/42']);

    const abort2 = new AbortController();
    const stopAgain = { update: (c: ProgressCounts) => c.done >= 1 && abort2.abort(), log: () => undefined, finish: () => undefined };
    const two = await runTmdbImport(db, fakeTmdb(pages).get, { pages: 2, concurrency: 1, signal: abort2.signal, progress: stopAgain });
    expect(two).toMatchObject({ resumed: false, interrupted: true, total: 3 });
    const onePage = await runTmdbImport(db, fakeTmdb(pages).get, { pages: 1 });
    expect(onePage).toMatchObject({ resumed: false, interrupted: false, total: 2, updated: 2 });
    expect(await one(db, 'SELECT count(*) FROM import_run WHERE id = $1 AND finished_at IS NOT NULL', [two.runId])).toBe(1);
  });

  it('treats other --show ids or another --since as another selection', async () => {
    const stopAfterOne = () => {
      const abort = new AbortController();
      return {
        signal: abort.signal,
        concurrency: 1,
        progress: { update: (c: ProgressCounts) => c.done >= 1 && abort.abort(), log: () => undefined, finish: () => undefined },
      };
    };
    expect(await runTmdbImport(db, fakeTmdb({}).get, { showIds: [61, 62], ...stopAfterOne() })).toMatchObject({ interrupted: true });
    expect(await runTmdbImport(db, fakeTmdb({}).get, { showIds: [63] })).toMatchObject({ resumed: false, total: 1, added: 1 });

    const day = (n: number) => utcDay(-n);
    const changes = { changes: [61, 63] };
    expect(await runTmdbImport(db, fakeTmdb(changes).get, { since: day(2), ...stopAfterOne() })).toMatchObject({
      interrupted: true,
      total: 2,
    });
    expect(await runTmdbImport(db, fakeTmdb(changes).get, { since: day(1) })).toMatchObject({ resumed: false, total: 2, updated: 2 });
  });

  it('imports a --show id given twice once', async () => {
    const tmdb = fakeTmdb({});
    expect(await runTmdbImport(db, tmdb.get, { showIds: [71, 71] })).toMatchObject({ total: 1, added: 1 });
    expect(tmdb.detailCalls()).toEqual(['/tv/71']);
  });

  it('fetches 16 shows at once unless told otherwise', async () => {
    const inFlight = async (concurrency: number | undefined, showIds: number[]) => {
      const tmdb = fakeTmdb({});
      let now = 0;
      let most = 0;
      const get = (async (path: string, query?: Record<string, string | number | undefined>) => {
        most = Math.max(most, ++now);
        await new Promise((resolve) => setTimeout(resolve, 20));
        now--;
        return tmdb.get(path, query);
      }) as TmdbGet;
      expect(await runTmdbImport(db, get, { showIds, concurrency })).toMatchObject({ total: showIds.length, failed: [] });
      return most;
    };
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
    expect(await inFlight(undefined, ids(800, 20))).toBe(16);
    expect(await inFlight(3, ids(800, 6))).toBe(3);
  });

  it('discovers when the list of --show ids is empty', async () => {
    const tmdb = fakeTmdb({ discover: [[44]] });
    expect(await runTmdbImport(db, tmdb.get, { showIds: [] })).toMatchObject({ total: 1, added: 1 });
    expect(tmdb.calls.map((c) => c.path)).toEqual(['/discover/tv', '/tv/44']);
  });

  it('finishes a run whose last show was written when it was stopped', async () => {
    const abort = new AbortController();
    const stop = { update: (c: ProgressCounts) => c.done >= 1 && abort.abort(), log: () => undefined, finish: () => undefined };
    const run = await runTmdbImport(db, fakeTmdb({}).get, { showIds: [51], concurrency: 1, signal: abort.signal, progress: stop });
    expect(run).toMatchObject({ interrupted: false, total: 1, added: 1 });
    expect(await one(db, 'SELECT count(*) FROM import_run WHERE id = $1 AND finished_at IS NOT NULL', [run.runId])).toBe(1);
  });
});

describe('collections', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  const kr = (id: number, genre_ids = [18]) => ({ id, origin_country: ['KR'], genre_ids });
  const list = async (key: string) =>
    (
      await rows<{ show_id: number }>(
        db,
        `SELECT i.show_id FROM periodic_list l JOIN periodic_list_item i ON i.list_id = l.id
         WHERE l.collection_key = $1 AND l.release_date = '2026-11-21' ORDER BY i.position`,
        [key],
      )
    ).map((r) => r.show_id);

  it('lists 20 trending Korean dramas (no animation, no reality) and the next weeks’ premieres, importing missing ones', async () => {
    const page1 = [
      kr(101),
      { id: 102, origin_country: ['JP'] },
      kr(103, [16]),
      kr(104, [10764]),
      kr(106, [18, 16]),
      { id: 105 },
      { id: 107, origin_country: ['KR'] },
      ...Array.from({ length: 8 }, (_, i) => kr(110 + i)),
    ];
    const page2 = Array.from({ length: 15 }, (_, i) => kr(130 + i));
    const tmdb = fakeTmdb({ trending: [page1, page2, [kr(160)]], upcoming: [201, 202], shows: { 115: 404 } });
    const summary = await refreshCollections(db, tmdb.get, '2026-11-21');
    const trending = [101, 107, ...Array.from({ length: 8 }, (_, i) => 110 + i), ...Array.from({ length: 15 }, (_, i) => 130 + i)]
      .slice(0, 20)
      .filter((id) => id !== 115);
    expect(await list('trending-now')).toEqual(trending);
    expect(await list('upcoming-release')).toEqual([201, 202]);
    expect(summary).toEqual({ trending: 19, upcoming: 2, imported: 21, failed: [{ showId: 115, error: 'TMDB answered 404 for /tv/115' }] });
    expect(await list('trending-now')).not.toContain(106); // animation among its genres
    expect(tmdb.calls.filter((c) => c.path === '/trending/tv/week').map((c) => c.query.page)).toEqual([1, 2]);
    const upcoming = tmdb.calls.find((c) => c.query['first_air_date.gte'] !== undefined)!;
    expect(upcoming.query).toMatchObject({ 'first_air_date.gte': '2026-11-21', 'first_air_date.lte': '2027-01-16', page: 1 });
    expect(UPCOMING_WEEKS).toBe(8);

    // a second refresh the same day replaces the lists and imports only what is still missing
    const again = fakeTmdb({ trending: [[kr(101), kr(301)]], upcoming: [] });
    expect(await refreshCollections(db, again.get, '2026-11-21')).toEqual({ trending: 2, upcoming: 0, imported: 1, failed: [] });
    expect(await list('trending-now')).toEqual([101, 301]);
    expect(again.detailCalls()).toEqual(['/tv/301']);
    expect(again.calls.filter((c) => c.path === '/trending/tv/week').map((c) => c.query.page)).toEqual([1]); // TMDB's only page
  });

  it('stops reading trending pages once it has 20 shows', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => kr(500 + i));
    const tmdb = fakeTmdb({ trending: [twenty, [kr(520)]], upcoming: [] });
    expect(await refreshCollections(db, tmdb.get, '2026-11-21')).toMatchObject({ trending: 20, failed: [] });
    expect(tmdb.calls.filter((c) => c.path === '/trending/tv/week').map((c) => c.query.page)).toEqual([1]);
  });

  it('reads at most five trending pages', async () => {
    const tmdb = fakeTmdb({ trending: Array.from({ length: 7 }, (_, i) => [{ id: 400 + i, origin_country: ['JP'] }]), upcoming: [] });
    await refreshCollections(db, tmdb.get, '2026-11-21');
    expect(tmdb.calls.filter((c) => c.path === '/trending/tv/week')).toHaveLength(5);
  });
});
