/**
 * Re-importing a show: what TMDB changed replaces what we had (people, keywords, networks, providers,
 * the original work, the series, recommendations) and what TMDB left out keeps its last known value.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDetails } from '../../src/importer/import-details.js';
import { writeTaxonomy } from '../../src/importer/site-data.js';
import { openTestDatabase } from '../test-app.js';
import { one, rows } from './helpers.js';

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const fixture = (name: string): Raw => JSON.parse(readFileSync(new URL(`./fixtures/tv/${name}.json`, import.meta.url), 'utf8'));

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
  await writeTaxonomy(db);
});
afterAll(() => db?.drop());

describe('importing a show again', () => {
  it('says added the first time and updated after', async () => {
    expect(await importDetails(db, fixture('1003'))).toEqual({ id: 1003, outcome: 'added', warnings: [] });
    expect(await importDetails(db, fixture('1003'))).toEqual({ id: 1003, outcome: 'updated', warnings: [] });
  });

  it('updates people, keywords, networks and providers, keeping paths TMDB no longer sends', async () => {
    await importDetails(db, fixture('1001'));
    const d = fixture('1001');
    d.aggregate_credits.cast[0] = { ...d.aggregate_credits.cast[0], name: 'Jo Jung-seok', original_name: null, profile_path: null };
    d.keywords.results = [{ id: 9001, name: 'Hospital life' }];
    d.networks = [{ id: 866, name: 'tvN Drama', logo_path: null }];
    d['watch/providers'].results.US.flatrate = [{ provider_id: 8, provider_name: 'Netflix US', logo_path: null, display_priority: 4 }];
    expect((await importDetails(db, d)).outcome).toBe('updated');

    expect(await rows(db, 'SELECT name, original_name, profile_path FROM person WHERE id = 501')).toEqual([
      { name: 'Jo Jung-seok', original_name: '조정석', profile_path: '/jo.jpg' },
    ]);
    expect(await rows(db, 'SELECT id, uid, name FROM keyword WHERE id = 9001')).toEqual([
      { id: 9001, uid: 'keyword-tmdb-9001', name: 'Hospital life' },
    ]);
    expect(await rows(db, 'SELECT keyword_id FROM show_keyword WHERE show_id = 1001')).toEqual([{ keyword_id: 9001 }]);
    expect(await rows(db, 'SELECT name, logo_path FROM network WHERE id = 866')).toEqual([{ name: 'tvN Drama', logo_path: '/tvn.png' }]);
    expect(await rows(db, 'SELECT name, logo_path, display_priority FROM provider WHERE id = 8')).toEqual([
      { name: 'Netflix US', logo_path: '/netflix.jpg', display_priority: 4 },
    ]);
    // the US now Netflix alone; Korea (wavve) as the fixture has it: every region is kept (regions/)
    expect(await rows(db, 'SELECT region, provider_id FROM show_provider WHERE show_id = 1001 ORDER BY region')).toEqual([
      { region: 'KR', provider_id: 356 },
      { region: 'US', provider_id: 8 },
    ]);

    const withPaths = fixture('1001');
    withPaths.aggregate_credits.cast[0].profile_path = '/jo-2.jpg';
    withPaths.networks[0].logo_path = '/tvn-2.png';
    await importDetails(db, withPaths);
    expect(await rows(db, 'SELECT name, profile_path FROM person WHERE id = 501')).toEqual([
      { name: 'Jo Jung-suk', profile_path: '/jo-2.jpg' },
    ]);
    expect(await rows(db, 'SELECT name, logo_path FROM network WHERE id = 866')).toEqual([{ name: 'tvN', logo_path: '/tvn-2.png' }]);
  });

  it('adds a provider that streams the show only outside the US; one known from the US keeps its US display priority', async () => {
    const d = fixture('1001');
    d['watch/providers'].results = {
      US: { flatrate: [{ provider_id: 344, provider_name: 'Rakuten Viki', logo_path: '/viki.jpg', display_priority: 11 }] },
      KR: {
        flatrate: [
          { provider_id: 356, provider_name: 'wavve', logo_path: '/w.jpg', display_priority: 1 },
          { provider_id: 8, provider_name: 'Netflix KR', logo_path: null, display_priority: 60 },
          { provider_id: 97, provider_name: 'Watcha', logo_path: '/watcha.jpg', display_priority: 7 },
          // also in the US: the US name, logo and priority stay
          { provider_id: 344, provider_name: 'Viki Korea', logo_path: '/viki-kr.jpg', display_priority: 3 },
        ],
      },
    };
    await importDetails(db, d);
    expect(await rows(db, 'SELECT id, name, logo_path, display_priority FROM provider WHERE id IN (8, 97, 344, 356) ORDER BY id')).toEqual([
      // the priority the last import with Netflix in the US gave (fixture 1001: 2), not Korea's 60
      { id: 8, name: 'Netflix KR', logo_path: '/netflix.jpg', display_priority: 2 },
      { id: 97, name: 'Watcha', logo_path: '/watcha.jpg', display_priority: 7 },
      { id: 344, name: 'Rakuten Viki', logo_path: '/viki.jpg', display_priority: 11 },
      { id: 356, name: 'wavve', logo_path: '/w.jpg', display_priority: 1 },
    ]);
    expect(await rows(db, 'SELECT region, provider_id FROM show_provider WHERE show_id = 1001 ORDER BY region, provider_id')).toEqual([
      { region: 'KR', provider_id: 8 },
      { region: 'KR', provider_id: 97 },
      { region: 'KR', provider_id: 344 },
      { region: 'KR', provider_id: 356 },
      { region: 'US', provider_id: 344 },
    ]);
  });

  it('keeps one series per show across re-imports, named after the show', async () => {
    const seriesOf = () =>
      rows<{ id: number; name: string }>(db, 'SELECT r.id, r.name FROM series r JOIN show s ON s.series_id = r.id WHERE s.id = 1001');
    const [before] = await seriesOf();
    expect(before).toMatchObject({ name: 'Hospital Days' });
    const renamed = fixture('1001');
    renamed.name = 'Hospital Playlist';
    await importDetails(db, renamed);
    expect(await seriesOf()).toEqual([{ id: before!.id, name: 'Hospital Playlist' }]);
    expect(await one(db, 'SELECT count(*) FROM series')).toBe(1);
    expect(await one(db, 'SELECT count(*) FROM show WHERE series_id = $1', [before!.id])).toBe(2);
    expect(await rows(db, 'SELECT series_id FROM show WHERE id = 1003')).toEqual([{ series_id: null }]);
  });

  it('updates the original work in place when its kind or original title changes', async () => {
    await importDetails(db, fixture('1002'));
    const workOf = () =>
      rows<{ id: number; title: string; original_title: string; type: string; author_id: number }>(
        db,
        'SELECT w.id, w.title, w.original_title, w.type, w.author_id FROM original_work w JOIN show s ON s.original_work_id = w.id WHERE s.id = 1002',
      );
    const [work] = await workOf();
    expect(work).toEqual({ id: work!.id, title: 'The Paper Moon', original_title: '종이달', type: 'Webtoon', author_id: 612 });
    const changed = fixture('1002');
    changed.original_name = '종이 달';
    changed.keywords.results[0] = { id: 9010, name: 'based on web novel' };
    await importDetails(db, changed);
    expect(await workOf()).toEqual([{ ...work, original_title: '종이 달', type: 'Web novel' }]);
    expect(await one(db, 'SELECT count(*) FROM original_work')).toBe(1);
    expect(await rows(db, 'SELECT original_work_id FROM show WHERE id = 1003')).toEqual([{ original_work_id: null }]);
  });

  it('links recommendations both ways once the shows exist, in TMDB’s order, and drops the ones TMDB drops', async () => {
    const recs = () => rows(db, 'SELECT show_id, recommended_id, position FROM recommendation ORDER BY show_id, position');
    // 1001 recommends 1002, 9999 (never imported) and 1003; 1003 recommends 1001
    await importDetails(db, fixture('1001'));
    expect(await recs()).toEqual([
      { show_id: 1001, recommended_id: 1002, position: 0 },
      { show_id: 1001, recommended_id: 1003, position: 2 },
      { show_id: 1003, recommended_id: 1001, position: 0 },
    ]);
    const fewer = fixture('1001');
    fewer.recommendations.results = [{ id: 1003 }, { id: 1001 }];
    await importDetails(db, fewer);
    expect(await recs()).toEqual([
      { show_id: 1001, recommended_id: 1003, position: 0 },
      { show_id: 1003, recommended_id: 1001, position: 0 },
    ]);
    // a show that arrives later is linked from the shows that already recommend it
    await db.query('DELETE FROM show WHERE id = 1003');
    expect(await recs()).toEqual([]);
    await importDetails(db, fixture('1003'));
    expect(await recs()).toEqual([
      { show_id: 1001, recommended_id: 1003, position: 0 },
      { show_id: 1003, recommended_id: 1001, position: 0 },
    ]);
  });

  it('writes nothing of a show TMDB describes badly', async () => {
    const before = await one(db, 'SELECT count(*) FROM show');
    await expect(importDetails(db, { id: 5555, name: 'No original name' })).rejects.toThrow(/^original_name: /);
    expect(await one(db, 'SELECT count(*) FROM show')).toBe(before);
  });
});
