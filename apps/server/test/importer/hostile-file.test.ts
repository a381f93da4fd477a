/**
 * A hostile JSON Lines file: every line is one thing real or malicious data does, with what the
 * importer must make of it (rejected with `field: message`, or imported repaired). Never raw
 * database text, never a lost good show because of a duplicate.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client.js';
import { importFile, type FileImportSummary } from '../../src/importer/file-import.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { one, rows } from './helpers.js';

type Show = Record<string, unknown> & { id: number };
const base = JSON.parse(readFileSync(new URL('./fixtures/tv/1001.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const TOO_BIG = 2_147_483_648;

let nextId = 700_001;
/** The fixture show under a fresh id, one season, changed by `edit`. */
function show(edit: (s: Show) => void = () => undefined): Show {
  const s = structuredClone(base) as Show;
  s.id = nextId++;
  s.seasons = [{ season_number: 1, episode_count: 12, air_date: '2020-03-12', name: 'Season 1', overview: '', poster_path: null }];
  edit(s);
  return s;
}
const keywords = (...list: { id: number; name: string }[]) => ({ results: list });

interface Case {
  what: string;
  line: string;
  /** a rejected line: its error */
  rejected?: RegExp;
  /** an imported line: what must be true of it */
  check?: (db: Queryable, id: number) => Promise<void>;
  warning?: RegExp;
  id?: number;
}
const rejected = (what: string, line: string | Show, error: RegExp): Case => ({
  what,
  line: typeof line === 'string' ? line : JSON.stringify(line),
  rejected: error,
});
const imported = (what: string, s: Show, check: Case['check'] = async () => undefined, warning?: RegExp): Case => ({
  what,
  line: JSON.stringify(s),
  check,
  id: s.id,
  ...(warning ? { warning } : {}),
});
const field = (column: string) => async (db: Queryable, id: number) =>
  (await rows<Record<string, unknown>>(db, `SELECT ${column} AS v FROM show WHERE id = $1`, [id]))[0]!.v;

const CASES: Case[] = [
  { ...imported('a byte-order mark before the first line', show()), line: `\uFEFF${JSON.stringify(show())}`, id: nextId - 1 },
  rejected('truncated JSON', '{"id": 12, "name": "trunc', /^invalid JSON: /),
  rejected('an array', '[1, 2, 3]', /^not a TMDB tv-details object: /),
  rejected('null', 'null', /^not a TMDB tv-details object: /),
  rejected(
    'an id beyond 32 bits',
    show((s) => (s.id = TOO_BIG)),
    /^id: must be at most 2147483647 \(ids are 32-bit\)$/,
  ),
  rejected(
    'a negative id',
    show((s) => (s.id = -4)),
    /^id: must be positive$/,
  ),
  rejected(
    'a fractional id',
    show((s) => (s.id = 1.5)),
    /^id: must be an integer$/,
  ),
  rejected(
    'an id as text',
    show((s) => ((s as Record<string, unknown>).id = '77')),
    /^id: /,
  ),
  rejected(
    'no name',
    show((s) => delete s.name),
    /^name: /,
  ),
  rejected(
    'a 1 MB name',
    show((s) => (s.name = 'N'.repeat(1_000_000))),
    /^name: must be at most 500 characters$/,
  ),
  rejected(
    'a name of NULs',
    show((s) => (s.name = '\u0000\u0000')),
    /^name: must not be empty$/,
  ),
  rejected(
    'a keyword id beyond 32 bits',
    show((s) => (s.keywords = keywords({ id: TOO_BIG, name: 'x' }))),
    /^keywords\.results\.0\.id: must be at most/,
  ),
  rejected(
    'a network id beyond 32 bits',
    show((s) => (s.networks = [{ id: TOO_BIG, name: 'x', logo_path: null }])),
    /^networks\.0\.id: /,
  ),
  rejected(
    'a cast member id beyond 32 bits',
    show((s) => (s.aggregate_credits = { cast: [{ id: TOO_BIG, name: 'x', profile_path: null, roles: [] }], crew: [] })),
    /^aggregate_credits\.cast\.0\.id: /,
  ),
  rejected(
    'a recommendation id beyond 32 bits',
    show((s) => (s.recommendations = { results: [{ id: TOO_BIG }] })),
    /^recommendations\.results\.0\.id: /,
  ),
  rejected(
    'popularity as text',
    show((s) => (s.popularity = 'very')),
    /^popularity: /,
  ),
  rejected(
    'keywords that are not a list',
    show((s) => (s.keywords = { results: 'romance' })),
    /^keywords\.results: /,
  ),
  imported(
    'the same keyword twice (Itaewon Class)',
    show((s) => (s.keywords = keywords({ id: 9001, name: 'hospital' }, { id: 9001, name: 'hospital' }, { id: 9002, name: 'friendship' }))),
    async (db, id) => expect(await one(db, 'SELECT count(*) FROM show_keyword WHERE show_id = $1', [id])).toBe(2),
  ),
  imported(
    'the same network twice',
    show(
      (s) =>
        (s.networks = [
          { id: 866, name: 'tvN', logo_path: null },
          { id: 866, name: 'tvN', logo_path: '/tvn.png' },
        ]),
    ),
    async (db, id) => expect(await one(db, 'SELECT count(*) FROM show_network WHERE show_id = $1', [id])).toBe(1),
  ),
  imported(
    'the same provider twice',
    show((s) => {
      const netflix = { provider_id: 8, provider_name: 'Netflix', logo_path: null, display_priority: 2 };
      s['watch/providers'] = { results: { US: { flatrate: [netflix, netflix] } } };
    }),
    async (db, id) => expect(await one(db, 'SELECT count(*) FROM show_provider WHERE show_id = $1', [id])).toBe(1),
  ),
  imported(
    'the same genre twice',
    show(
      (s) =>
        (s.genres = [
          { id: 18, name: 'Drama' },
          { id: 18, name: 'Drama' },
        ]),
    ),
    async (db, id) => expect(await one(db, 'SELECT count(*) FROM show_genre WHERE show_id = $1', [id])).toBeGreaterThan(0),
  ),
  imported(
    'the same actor twice, the same writer under two jobs',
    show((s) => {
      const actor = { id: 501, name: 'Jo Jung-suk', profile_path: null, order: 0, roles: [{ character: 'Lee Ik-jun' }] };
      const writer = { id: 602, name: 'Lee Woo-jung', profile_path: null, jobs: [{ job: 'Writer' }, { job: 'Screenplay' }] };
      s.aggregate_credits = { cast: [actor, actor], crew: [writer, writer] };
    }),
    async (db, id) => {
      expect(await one(db, 'SELECT count(*) FROM cast_credit WHERE show_id = $1', [id])).toBe(1);
      expect(await rows(db, 'SELECT person_id, job FROM crew_credit WHERE show_id = $1', [id])).toEqual([
        { person_id: 602, job: 'Writer' },
      ]);
    },
  ),
  imported(
    '40,000 keywords',
    show((s) => (s.keywords = keywords(...Array.from({ length: 40_000 }, (_, i) => ({ id: 5_000_000 + i, name: `kw ${i}` }))))),
    async (db, id) => expect(await one(db, 'SELECT count(*) FROM show_keyword WHERE show_id = $1', [id])).toBe(200),
  ),
  imported(
    'popularity 1e308',
    show((s) => (s.popularity = 1e308)),
    async (db, id) => expect(await field('popularity')(db, id)).toBe(1_000_000),
  ),
  imported(
    'a negative popularity',
    show((s) => (s.popularity = -3)),
    async (db, id) => expect(await field('popularity')(db, id)).toBe(0),
  ),
  imported(
    '10^12 episodes',
    show((s) => (s.number_of_episodes = 1e12)),
    async (db, id) => expect(await field('number_of_episodes')(db, id)).toBeNull(),
  ),
  imported(
    'an impossible date',
    show((s) => (s.first_air_date = '2021-02-30')),
    async (db, id) => expect(await field('first_air_date')(db, id)).toBeNull(),
    /^first_air_date: "2021-02-30" is not a calendar date: left empty$/,
  ),
  imported(
    'a date in words',
    show((s) => (s.first_air_date = 'next spring')),
    async (db, id) => expect(await field('first_air_date')(db, id)).toBeNull(),
    /^first_air_date: "next spring" is not a calendar date/,
  ),
  imported(
    'a later season with an impossible air date',
    show(
      (s) => (s.seasons = [{ season_number: 2, episode_count: 8, air_date: '2022-13-01', name: 'S2', overview: '', poster_path: null }]),
    ),
    async (db, id) =>
      expect(await rows(db, 'SELECT first_air_date FROM show WHERE id = $1', [Number(`992${id}`)])).toEqual([{ first_air_date: null }]),
    /^seasons\.2\.air_date: "2022-13-01" is not a calendar date/,
  ),
  imported(
    'a data: homepage',
    show((s) => (s.homepage = 'data:text/html,<script>alert(1)</script>')),
    async (db, id) => expect(await field('homepage')(db, id)).toBeNull(),
  ),
  imported(
    'a javascript: homepage',
    show((s) => (s.homepage = 'javascript:alert(1)')),
    async (db, id) => expect(await field('homepage')(db, id)).toBeNull(),
  ),
  imported(
    'an https homepage',
    show((s) => (s.homepage = 'https://tvn.cjenm.com/ko/hospital/')),
    async (db, id) => expect(await field('homepage')(db, id)).toBe('https://tvn.cjenm.com/ko/hospital/'),
  ),
  imported(
    'NUL in the overview',
    show((s) => (s.overview = 'before\u0000after')),
    async (db, id) => expect(await field('overview')(db, id)).toBe('beforeafter'),
  ),
  imported(
    'a lone surrogate in the name',
    show((s) => (s.name = 'Broken \uD800 Title')),
    async (db, id) => expect(await field('name')(db, id)).toBe('Broken \uFFFD Title'),
  ),
  imported(
    'a 1 MB overview',
    show((s) => (s.overview = 'o'.repeat(1_000_000))),
    async (db, id) => expect(await field('length(overview)')(db, id)).toBe(10_000),
  ),
  imported(
    'a 1 MB network name',
    show((s) => (s.networks = [{ id: 8_660_001, name: 'T'.repeat(1_000_000), logo_path: null }])),
    async (db) => expect(await rows(db, 'SELECT length(name) AS n FROM network WHERE id = 8660001')).toEqual([{ n: 300 }]),
  ),
  imported(
    'a video key that is a path',
    show((s) => (s.videos = { results: [{ key: '../../logout', site: 'YouTube', type: 'Trailer', name: 'x' }] })),
    async (db, id) => expect(await one(db, 'SELECT count(*) FROM video WHERE show_id = $1', [id])).toBe(0),
  ),
  imported(
    'a poster path that is a link',
    show((s) => ((s.poster_path = 'javascript:alert(1)'), (s.images = null))),
    async (db, id) => expect(await field('poster_us')(db, id)).toBeNull(),
  ),
  imported(
    'a display priority of 10^12',
    show(
      (s) =>
        (s['watch/providers'] = { results: { US: { flatrate: [{ provider_id: 8, provider_name: 'Netflix', display_priority: 1e12 }] } } }),
    ),
    async (db) => expect(await one(db, 'SELECT display_priority FROM provider WHERE id = 8')).toBe(100_000),
  ),
];

let t: TestApp;
let summary: FileImportSummary;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const path = join(mkdtempSync(join(tmpdir(), 'klama-hostile-')), 'hostile.jsonl');
  writeFileSync(path, CASES.map((c) => c.line).join('\n') + '\n');
  summary = await importFile(t.db, path);
});
afterAll(() => t?.close());

describe('a hostile JSON Lines file', () => {
  it(`has at least 30 bad lines`, () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  it('rejects exactly the lines it must, each with `field: message` and no database text', () => {
    const expected = CASES.flatMap((c, i) => (c.rejected ? [i + 1] : []));
    expect(summary.bad.map((b) => b.line)).toEqual(expected);
    for (const bad of summary.bad) {
      const c = CASES[bad.line - 1]!;
      expect(bad.error, c.what).toMatch(c.rejected!);
      expect(bad.error, c.what).not.toMatch(/SQLSTATE|violates|ON CONFLICT|out of range|invalid input|syntax/);
    }
    expect(summary).toMatchObject({ lines: CASES.length, added: CASES.length - expected.length, updated: 0 });
  });

  it.each(CASES.flatMap((c, i) => (c.check ? [[i + 1, c.what, c] as const] : [])))(
    'line %i imports repaired: %s',
    async (line, _what, c) => {
      expect(await one(t.db, 'SELECT count(*) FROM show WHERE id = $1', [c.id!]), c.what).toBe(1);
      await c.check!(t.db, c.id!);
      const warnings = summary.warnings.filter((w) => w.line === line).map((w) => w.warning);
      if (c.warning) expect(warnings).toEqual([expect.stringMatching(c.warning)]);
      else expect(warnings).toEqual([]);
    },
  );
});
