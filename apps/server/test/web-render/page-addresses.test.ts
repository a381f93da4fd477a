/**
 * Issues 22.6 and 23.4, server side: a rendered page has one address. A category under another slug answers 301 to
 * its own; a malformed, out-of-range or unknown id is the not-found screen with 404, in both languages; query
 * parameters a page does not read make no new render and no new cache entry. Expected names and slugs come from
 * the sample catalogue files.
 */
import { describe, expect, it } from 'vitest';
import { genreNamed, providerNamed, show } from '../sample-catalogue.js';
import { readHead, visibleText } from './read-page.js';
import { SITE, useRenderingApp } from './rendering-app.js';

const { app, get } = useRenderingApp();

const ACTION = genreNamed('Action & Adventure');
const NETFLIX = providerNamed('Netflix');

describe('a category page has one address', () => {
  it('another slug answers 301 to its own (the name’s slug), without the parameters it does not read', async () => {
    for (const [url, location] of [
      [`/genre/anything/${ACTION.id}`, `/genre/action-adventure/${ACTION.id}`],
      [`/genre/Action-Adventure/${ACTION.id}?z=1`, `/genre/action-adventure/${ACTION.id}`],
      [`/provider/nflx/${NETFLIX.id}`, `/provider/netflix/${NETFLIX.id}`],
      ['/year/aired/2020', '/year/released/2020'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
      // nothing of a redirect is kept: the next one is answered the same way
      expect((await get(url)).statusCode, url).toBe(301);
    }
  });

  it('a cast page under its name’s slug is 200 and names itself in canonical and og:url; under another, 301', async () => {
    const [hyunBin] = (await get('/api/cast/9000001')).json<{ id: number; name: string }[]>();
    expect(hyunBin!.name).toBe(show(9000001).cast[0]!.name);
    const own = await get(`/cast/hyun-bin/${hyunBin!.id}`);
    expect(own.statusCode).toBe(200);
    const head = readHead(own.body);
    expect(head.canonical).toBe(`${SITE}/cast/hyun-bin/${hyunBin!.id}`);
    expect(head.meta['og:url']).toBe(`${SITE}/cast/hyun-bin/${hyunBin!.id}`);
    const other = await get(`/cast/someone-else/${hyunBin!.id}`);
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe(`/cast/hyun-bin/${hyunBin!.id}`);
  });

  it('every category link on a rendered show page is that category’s own address (200, no redirect)', async () => {
    const page = await get('/details/9000001');
    const links = [...new Set([...page.body.matchAll(/href="(\/(?:genre|keyword|cast|crew|provider|year)\/[^"]+)"/g)].map((m) => m[1]!))];
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect((await get(link)).statusCode, link).toBe(200);
  });
});

describe('a malformed, out-of-range or unknown id is the not-found screen, 404', () => {
  const URLS = [
    '/details/99999999999999999999',
    '/details/abc',
    '/details/0',
    '/details/012',
    '/details/1', // no such show
    `/genre/romance/9999`, // no such genre
    '/genre/romance/abc',
    '/keyword/love/2147483648',
    '/year/released/abcd',
    '/year/released/1492',
    '/provider/netflix/99999',
    '/cast/someone/999999999',
    '/crew/someone/abc',
    '/lists/abc',
    '/lists/99999999999999999999',
  ];

  it('in English', async () => {
    for (const url of URLS) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const text = visibleText(res.body);
      expect(text, url).toContain('Page not found');
      expect(text, url).toContain("We couldn't find that page.");
      expect(text, url).not.toMatch(/Error:|Something went wrong|not found$/);
      expect(readHead(res.body).title, url).toBe('Page not found | K-lama');
    }
  });

  it('in Korean', async () => {
    for (const url of URLS) {
      const res = await get(`/ko${url}`);
      expect(res.statusCode, url).toBe(404);
      expect(readHead(res.body).lang, url).toBe('ko');
      expect(visibleText(res.body), url).toContain('페이지를 찾을 수 없어요');
    }
  });
});

describe('query parameters a page does not read', () => {
  it('make no new render and no new cache entry', async () => {
    const url = `/genre/action-adventure/${ACTION.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    await get(url);
    const entries = app().app.responseCache.stats().entries;
    for (let i = 0; i < 20; i++) {
      const res = await get(`${url}?z=${i}&utm_source=test${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.body).toBe(first.body);
    }
    expect(app().app.responseCache.stats().entries).toBe(entries);
  });

  it('while the ones it reads still make their own page (Discover’s filters, the search page’s query and page)', async () => {
    const genre = `/discover?genre=${ACTION.id}`;
    const a = await get(`${genre}&z=1`);
    const b = await get(`/discover?z=2&genre=${ACTION.id}&utm_source=x`);
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.body).toBe(a.body);
    const other = await get(`/discover?genre=${genreNamed('Romance').id}`);
    expect(other.body).not.toBe(a.body);

    const search = await get('/search?q=crash&fbclid=1');
    expect(visibleText(search.body)).toContain(show(9000001).name);
    expect((await get('/search?q=crash')).headers['x-cache']).toBe('hit');
    expect(visibleText((await get('/search?q=winter')).body)).toContain(show(9000003).name);
  });

  it("a person's page is rendered in the order its address names, one of the orders only", async () => {
    // Hyun Bin (a stable id: a hash of the name); the sample's popularity is the same everywhere, so most popular is by id
    const hyunBin = '/cast/hyun-bin/1687948751';
    const byDate = await get(hyunBin);
    const titles = (html: string) => [...html.matchAll(/class="show-card__title">([^<]+)</g)].map((m) => m[1]);
    const popular = await get(`${hyunBin}?sort=popularity_desc&utm_source=x`);
    expect(titles(byDate.body)).toEqual(['Crash Landing on You', 'Memories of the Alhambra', 'Secret Garden', 'My Lovely Sam Soon']);
    expect(titles(popular.body)).toEqual([9000001, 9000008, 9000015, 9000135].map((id) => show(id).name));
    expect((await get(`${hyunBin}?sort=popularity_desc`)).headers['x-cache']).toBe('hit');
    // an order the page does not have is the page in its default order, the same cache entry
    const unknown = await get(`${hyunBin}?sort=bogus`);
    expect(unknown.headers['x-cache']).toBe('hit');
    expect(unknown.body).toBe(byDate.body);
  });
});
