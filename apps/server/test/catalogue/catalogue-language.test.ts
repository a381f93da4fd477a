/**
 * Catalogue text per language (issue 28, decision 0049): every catalogue call answers in `language=en|ko`, falling
 * back to the other language where a text is missing; the response cache keeps the languages apart. Expected Korean
 * text is read from data/catalogue/ko.json and the show files, never through the server's loader.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryListResponse,
  PersonPage,
  SearchResponse,
  SearchResultsPage,
  ShowCast,
  ShowCredits,
  ShowDetails,
  ShowKeywords,
  ShowPage,
  SiteSearchResponse,
  TermList,
} from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { genreNamed, show, shows } from '../sample-catalogue.js';

const korean = JSON.parse(readFileSync(new URL('../../../../data/catalogue/ko.json', import.meta.url), 'utf8')) as {
  shows: Record<string, { overview: string }>;
  keywords: Record<string, string>;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001; // Crash Landing on You: 사랑의 불시착
const FALLBACK = 9000002; // its Korean text is taken away below
const HANGUL = /[\uac00-\ud7a3]/;
const names = (cards: readonly { id: number; name: string }[]) => cards.map((c) => c.name);

describe(`catalogue text per language on ${engine}`, () => {
  it('details in Korean: the Hangul title, our Korean overview and Korean keyword names; original_name unchanged', async () => {
    const s = show(CLOY);
    const ko = await getOk(t.app, `/api/show/details/${CLOY}?language=ko`, ShowDetails);
    expect(ko.name).toBe('사랑의 불시착');
    expect(ko.name).toBe(s.original_name);
    expect(ko.original_name).toBe(s.original_name);
    expect(ko.overview).toBe(korean.shows[String(CLOY)]!.overview);
    expect(ko.keywords.map((k) => k.name)).toEqual(s.keywords.map((k) => korean.keywords[k]));
    expect(ko.keywords.map((k) => k.name)).toContain('북한');

    // the English title comes along (the Korean page's subtitle); an English answer has no such field
    expect(ko.english_name).toBe('Crash Landing on You');

    const en = await getOk(t.app, `/api/show/details/${CLOY}?language=en`, ShowDetails);
    expect(en).toMatchObject({ name: s.name, original_name: s.original_name, overview: s.overview });
    expect(en).not.toHaveProperty('english_name');
    expect(en.keywords.map((k) => k.name)).toEqual(s.keywords);
    // no language is English
    expect(await getOk(t.app, `/api/show/details/${CLOY}`, ShowDetails)).toEqual(en);
  });

  it('any other language is a 400 with its code, on every kind of catalogue call', async () => {
    for (const url of [
      `/api/show/details/${CLOY}?language=kr`,
      '/api/show?language=fr',
      `/api/show/list/genre/${genreNamed('Romance').id}?language=EN`,
      '/api/search?query=love&language=',
    ]) {
      const body = await getError(t.app, url, 400);
      expect(body, url).toMatchObject({ code: 'common.unsupportedLanguage', message: 'language must be en or ko' });
    }
  });

  it('falls back to the English text where a show has no Korean one', async () => {
    await t.write('UPDATE show SET name_ko = NULL, overview_ko = NULL WHERE id = $1', [FALLBACK]);
    const s = show(FALLBACK);
    const ko = await getOk(t.app, `/api/show/details/${FALLBACK}?language=ko`, ShowDetails);
    expect(ko).toMatchObject({ name: s.name, original_name: s.original_name, overview: s.overview });
    const year = s.first_air_date!.slice(0, 4);
    const cards = (await getOk(t.app, `/api/show/list/year/${year}?language=ko&limit=100`, ShowPage)).results;
    expect(cards.find((c) => c.id === FALLBACK)?.name).toBe(s.name);
    const found = await getOk(t.app, `/api/show/search?query=${encodeURIComponent(s.name)}&language=ko`, SearchResponse);
    expect(found[0]).toMatchObject({ id: FALLBACK, name: s.name });
    // the other shows keep their Korean text
    expect((await getOk(t.app, `/api/show/details/${CLOY}?language=ko`, ShowDetails)).name).toBe('사랑의 불시착');
  });

  it('lists, Discover and genre and keyword pages name their shows and keywords in Korean', async () => {
    const romance = genreNamed('Romance').id;
    const en = await getOk(t.app, `/api/show/list/genre/${romance}?limit=20`, CategoryListResponse);
    const ko = await getOk(t.app, `/api/show/list/genre/${romance}?limit=20&language=ko`, CategoryListResponse);
    expect(ko.results.map((c) => c.id)).toEqual(en.results.map((c) => c.id));
    expect(names(ko.results)).toEqual(ko.results.map((c) => show(c.id).original_name));
    expect(names(en.results)).toEqual(en.results.map((c) => show(c.id).name));

    const keywords = await getOk(t.app, '/api/keyword?language=ko', TermList);
    const northKorea = keywords.find((k) => k.name === '북한') ?? expect.fail('no 북한 keyword');
    const page = await getOk(t.app, `/api/show/list/keyword/${northKorea.id}?language=ko`, CategoryListResponse);
    expect(page.name).toBe('북한');
    expect(page.results.map((c) => c.id)).toContain(CLOY);
    expect((await getOk(t.app, `/api/show/list/keyword/${northKorea.id}`, CategoryListResponse)).name).toBe('north korea');
    expect(keywords.every((k) => Object.values(korean.keywords).includes(k.name))).toBe(true);
    const byId = await getOk(t.app, `/api/keyword?ids=${northKorea.id}&language=ko`, TermList);
    expect(byId.map((k) => k.name)).toEqual(['북한']);
    const showKeywords = await getOk(t.app, `/api/keyword/show/${CLOY}?language=ko`, ShowKeywords);
    expect(showKeywords.results.map((k) => k.name)).toEqual(show(CLOY).keywords.map((k) => korean.keywords[k]));

    const discover = await getOk(t.app, `/api/show?keyword=${northKorea.id}&language=ko`, ShowPage);
    expect(discover.results.find((c) => c.id === CLOY)?.name).toBe('사랑의 불시착');
    const discoverScored = await getOk(t.app, `/api/show?keyword=${northKorea.id}&genre=${romance}&sort=name_asc&language=ko`, ShowPage);
    expect(names(discoverScored.results)).toEqual(discoverScored.results.map((c) => show(c.id).original_name));
  });

  it('name_asc sorts by the name in the language asked: Discover and a category (read model), a person and a collection (SQL)', async () => {
    // PostgreSQL's "C" order of the lower-cased name, ties by id (precomposed Hangul's code points are 가나다 order)
    const inOrder = (cards: readonly { id: number; name: string }[]) =>
      cards.every((c, i) => {
        const before = cards[i - 1];
        if (!before) return true;
        const [a, b] = [before.name.toLowerCase(), c.name.toLowerCase()];
        return a < b || (a === b && before.id < c.id);
      });
    const romance = genreNamed('Romance').id;
    const hyunBin = (await getOk(t.app, `/api/cast/${CLOY}`, ShowCast))[0]!.id;
    for (const url of [
      '/api/show?sort=name_asc&limit=40',
      `/api/show?genre=${romance}&sort=name_asc&limit=40`,
      `/api/show/list/genre/${romance}?sort=name_asc&limit=40`,
      `/api/person/${hyunBin}?sort=name_asc`,
    ]) {
      const en = await getOk(t.app, url, ShowPage);
      const ko = await getOk(t.app, `${url}&language=ko`, ShowPage);
      expect(ko.results.length, url).toBeGreaterThan(2);
      expect(ko.results.filter((c) => HANGUL.test(c.name)).length, url).toBeGreaterThan(2);
      expect(inOrder(ko.results), `${url}: ${names(ko.results).join(', ')}`).toBe(true);
      expect(inOrder(en.results), url).toBe(true);
      // the two languages' orders differ (else the test proves nothing)
      expect(
        ko.results.map((c) => c.id),
        url,
      ).not.toEqual(en.results.map((c) => c.id));
    }
  });

  it("cast, crew and a person's page in Hangul (their original_name unchanged), their shows in Korean", async () => {
    const cast = await getOk(t.app, `/api/cast/${CLOY}?language=ko`, ShowCast);
    expect(cast.map((c) => c.name)).toEqual(show(CLOY).cast.map((c) => c.original_name));
    const crew = await getOk(t.app, `/api/credit/show/${CLOY}?language=ko`, ShowCredits);
    expect(crew.results.map((c) => c.name).sort()).toEqual(
      show(CLOY)
        .crew.map((c) => c.original_name)
        .sort(),
    );

    const hyunBin = cast[0]!;
    const en = await getOk(t.app, `/api/person/${hyunBin.id}`, PersonPage);
    const ko = await getOk(t.app, `/api/person/${hyunBin.id}?language=ko`, PersonPage);
    expect(en).toMatchObject({ name: 'Hyun Bin', original_name: '현빈' });
    expect(ko).toMatchObject({ name: '현빈', original_name: '현빈' });
    expect(ko.results.map((c) => c.id)).toEqual(en.results.map((c) => c.id));
    expect(names(ko.results)).toEqual(ko.results.map((c) => show(c.id).original_name));
  });

  it('search finds by English and Hangul as today, and answers in the language asked for', async () => {
    const ko = await getOk(t.app, '/api/show/search?query=Crash%20Landing&language=ko', SearchResponse);
    expect(ko[0]).toMatchObject({ id: CLOY, name: '사랑의 불시착' });
    const en = await getOk(t.app, `/api/show/search?query=${encodeURIComponent('사랑의 불시착')}`, SearchResponse);
    expect(en[0]).toMatchObject({ id: CLOY, name: 'Crash Landing on You' });

    const site = await getOk(t.app, '/api/search?query=Hyun%20Bin&language=ko', SiteSearchResponse);
    expect(site.people[0]).toMatchObject({ name: '현빈', original_name: '현빈' });
    expect(site.people[0]!.shows.every((c) => c.name === show(c.id).original_name)).toBe(true);
    const results = await getOk(t.app, '/api/search/results?query=Hyun%20Bin&language=ko', SearchResultsPage);
    expect(results.people[0]?.name).toBe('현빈');
    expect(results.shows.every((c) => c.name === show(c.id).original_name)).toBe(true);
  });

  it('the response cache keeps the languages apart: a Korean answer is never sent for English, nor back', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const id = shows.find((s) => s.id !== CLOY && s.id !== FALLBACK && s.name !== s.original_name)!.id;
    const en1 = await get(`/api/show/details/${id}`);
    const ko1 = await get(`/api/show/details/${id}?language=ko`);
    const en2 = await get(`/api/show/details/${id}`);
    const ko2 = await get(`/api/show/details/${id}?language=ko`);
    expect([en1.headers['x-cache'], ko1.headers['x-cache'], en2.headers['x-cache'], ko2.headers['x-cache']]).toEqual([
      'miss',
      'miss',
      'hit',
      'hit',
    ]);
    expect(en2.json()).toMatchObject({ name: show(id).name, overview: show(id).overview });
    expect(ko2.json()).toMatchObject({ name: show(id).original_name, overview: korean.shows[String(id)]!.overview });
    expect(en1.headers.etag).not.toBe(ko1.headers.etag);
  });
});
