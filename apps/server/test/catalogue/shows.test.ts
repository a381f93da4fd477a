import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowDetails, ShowPage, ShowVideos } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { representativeShows, show } from '../sample-catalogue.js';
import { expectShowMatchesSample } from './expect-show.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001; // Crash Landing on You
const SQUID_GAME = 9000223; // season 1 of 3

describe(`show details and satellites on ${engine}`, () => {
  it('details, keywords, providers, videos, cast and crew as in the sample files (shows with every kind of data)', async () => {
    for (const s of representativeShows) await expectShowMatchesSample(t.app, s);
  });

  it('lists the other seasons of a multi-season show, in season order', async () => {
    const details = await getOk(t.app, `/api/show/details/${SQUID_GAME}`, ShowDetails);
    expect(details.related_seasons).toEqual([
      { season: 2, show: { id: 9000224, name: show(9000224).name } },
      { season: 3, show: { id: 9000225, name: show(9000225).name } },
    ]);
    expect((await getOk(t.app, `/api/show/details/${CLOY}`, ShowDetails)).related_seasons).toEqual([]);
  });

  it('a season of a series says which season it is, on its details and its cards; other shows do not', async () => {
    expect((await getOk(t.app, '/api/show/details/9000224', ShowDetails)).season_number).toBe(2);
    expect(await getOk(t.app, `/api/show/details/${CLOY}`, ShowDetails)).not.toHaveProperty('season_number');
    const cards = (await getOk(t.app, '/api/show/list/year/2024', ShowPage)).results;
    expect(cards.find((c) => c.id === 9000224)).toMatchObject({ name: 'Squid Game', season_number: 2 });
    expect(cards.find((c) => c.id === 9000215)).toMatchObject({ name: 'Sweet Home', season_number: 3 });
    expect(cards.filter((c) => show(c.id).related_seasons.length === 0).every((c) => !('season_number' in c))).toBe(true);
  });

  it('404s an unknown show everywhere and 400s a malformed id', async () => {
    expect((await getError(t.app, '/api/show/details/1', 404)).message).toBe('Show not found');
    expect((await getError(t.app, '/api/cast/1', 404)).message).toBe('Cast not found');
    for (const path of ['keyword/show', 'provider/show', 'credit/show', 'show/videos'])
      expect((await getError(t.app, `/api/${path}/1`, 404)).message, path).toBe('Show not found');
    for (const bad of ['abc', '0', '-5', '1.5', '99999999999', '%27%3B--'])
      expect((await getError(t.app, `/api/show/details/${bad}`, 400)).errors?.[0]?.path).toBe('params.id');
  });

  it('videos: YouTube trailers first, then featured, then by position; featured ones are the details trailer', async () => {
    await t.write(
      `INSERT INTO video (show_id, site, key, type, name, is_featured, position) VALUES
       ($1, 'YouTube', 'teaser1', 'Teaser', 'Teaser', false, 0),
       ($1, 'Vimeo', 'trailer0', 'Trailer', 'Vimeo Trailer', false, 1),
       ($1, 'YouTube', 'clip1', 'Clip', 'Clip', true, 2),
       ($1, 'YouTube', 'trailer2', 'Trailer', 'Second Trailer', false, 3),
       ($1, 'YouTube', 'trailer1', 'Trailer', 'Official Trailer', true, 4)`,
      [SQUID_GAME],
    );
    try {
      const videos = await getOk(t.app, `/api/show/videos/${SQUID_GAME}`, ShowVideos);
      expect(videos.results.map((v) => v.key)).toEqual(['trailer1', 'trailer2', 'clip1', 'teaser1', 'trailer0']);
      expect(videos.results[0]).toEqual({ key: 'trailer1', site: 'YouTube', type: 'Trailer', name: 'Official Trailer' });
      const details = await getOk(t.app, `/api/show/details/${SQUID_GAME}`, ShowDetails);
      expect(details.trailer).toEqual([
        { key: 'clip1', site: 'YouTube' },
        { key: 'trailer1', site: 'YouTube' },
      ]);
    } finally {
      await t.write('DELETE FROM video WHERE show_id = $1', [SQUID_GAME]);
    }
  });

  it('posters: US and KR paths when the show has them, on details and on cards', async () => {
    await t.write(`UPDATE show SET poster_us = '/us.jpg', poster_kr = '/kr.jpg' WHERE id = $1`, [CLOY]);
    await t.write(`UPDATE show SET poster_kr = '/kr-only.jpg' WHERE id = $1`, [SQUID_GAME]);
    try {
      expect((await getOk(t.app, `/api/show/details/${CLOY}`, ShowDetails)).poster_path).toEqual({
        US: { path: '/us.jpg' },
        KR: { path: '/kr.jpg' },
      });
      expect((await getOk(t.app, `/api/show/details/${SQUID_GAME}`, ShowDetails)).poster_path).toEqual({ KR: { path: '/kr-only.jpg' } });
      const card = async (id: number) =>
        (await getOk(t.app, `/api/show/list/year/${show(id).first_air_date!.slice(0, 4)}?limit=100`, ShowPage)).results.find(
          (s) => s.id === id,
        );
      expect(await card(CLOY)).toEqual({
        id: CLOY,
        name: 'Crash Landing on You',
        original_name: '사랑의 불시착',
        first_air_date: '2019-12-14',
        poster_path: { US: { path: '/us.jpg' }, KR: { path: '/kr.jpg' } },
      });
      expect((await card(SQUID_GAME))?.poster_path).toEqual({ KR: { path: '/kr-only.jpg' } });
    } finally {
      await t.write(`UPDATE show SET poster_us = NULL, poster_kr = NULL WHERE id = ANY($1::int[])`, [[CLOY, SQUID_GAME]]);
    }
  });

  it('sends ETag and Cache-Control, and answers If-None-Match with 304', async () => {
    const first = await t.app.inject(`/api/show/details/${CLOY}`);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.app.inject({ url: `/api/show/details/${CLOY}`, headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const other = await t.app.inject({ url: `/api/show/details/${SQUID_GAME}`, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    const gzipped = await t.app.inject({ url: '/api/show?limit=30', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const gzEtag = gzipped.headers.etag as string;
    expect(gzEtag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/show?limit=30', headers: { 'accept-encoding': 'gzip', 'if-none-match': gzEtag } });
    expect(again.statusCode).toBe(304);
  });

  it('every catalogue route is cacheable', async () => {
    for (const path of [
      `show/details/${CLOY}`,
      `show/videos/${CLOY}`,
      `cast/${CLOY}`,
      `credit/show/${CLOY}`,
      `keyword/show/${CLOY}`,
      `provider/show/${CLOY}`,
      'show/list/genre/1',
      'show',
      'genre',
      'tone',
      'keyword',
    ]) {
      const res = await t.app.inject(`/api/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/public.*max-age=\d+/);
    }
  });
});
