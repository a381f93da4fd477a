/** admin/hero: slides created, edited, reordered and deleted reach `GET /api/hero` at once; unsafe input is refused. */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { AdminHeroSlide, HeroSlide } from '@klama/contract';
import { engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { call, lastAudit, adminTestApp } from './helpers.js';

const SAMPLE_HEROES = JSON.parse(readFileSync(new URL('../../../../data/catalogue/heroes.json', import.meta.url), 'utf8')) as HeroSlide[];
const NEW_SLIDE = {
  url: '/collection/most-popular',
  title: 'Most Popular',
  img: '/hero/most-popular.svg',
  tag: { label: 'Hot', color: 'tangerine' },
};

describe(`admin/hero on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => void ({ t, auth } = ctx));
  const publicHero = async () => (await t.app.inject({ url: '/api/hero' })).json<HeroSlide[]>();

  it('lists the sample slides with ids, in order', async () => {
    const slides: AdminHeroSlide[] = await call(t.app, auth, 'GET', '/api/admin/hero');
    expect(slides.map((s) => s.title)).toEqual(SAMPLE_HEROES.map((h) => h.title));
    expect(new Set(slides.map((s) => s.id)).size).toBe(SAMPLE_HEROES.length);
  });

  it('creates a slide last, edits it, and the public hero follows each change; both audited', async () => {
    await publicHero(); // cached before the write: the write must drop it
    const created: AdminHeroSlide = await call(t.app, auth, 'POST', '/api/admin/hero', NEW_SLIDE, 201);
    expect(created).toMatchObject({ ...NEW_SLIDE, order: SAMPLE_HEROES.length + 1 });
    expect((await publicHero()).at(-1)).toEqual({ ...NEW_SLIDE, order: SAMPLE_HEROES.length + 1 });
    expect(await lastAudit(t.app, auth)).toMatchObject({ action: 'hero.create', before: null, after: { title: 'Most Popular' } });

    const edited = await call(t.app, auth, 'PATCH', `/api/admin/hero/${created.id}`, {
      tagline: 'Everyone is watching',
      tag: { color: 'jasmine' },
    });
    expect(edited).toMatchObject({ tagline: 'Everyone is watching', tag: { label: 'Hot', color: 'jasmine' }, title: 'Most Popular' });
    expect((await publicHero()).at(-1)).toMatchObject({ tagline: 'Everyone is watching', tag: { label: 'Hot', color: 'jasmine' } });
    expect(await lastAudit(t.app, auth)).toMatchObject({
      action: 'hero.update',
      target: `hero/${created.id}`,
      before: { tag: { color: 'tangerine' } },
      after: { tag: { color: 'jasmine' }, tagline: 'Everyone is watching' },
    });
  });

  it('reorders every slide, refuses an order that misses or repeats one, and deletes closing the gap', async () => {
    const slides: AdminHeroSlide[] = await call(t.app, auth, 'GET', '/api/admin/hero');
    const reversed = slides.map((s) => s.id).reverse();
    const after: AdminHeroSlide[] = await call(t.app, auth, 'PUT', '/api/admin/hero/order', { ids: reversed });
    expect(after.map((s) => s.id)).toEqual(reversed);
    expect((await publicHero()).map((s) => s.title)).toEqual(slides.map((s) => s.title).reverse());
    expect((await publicHero()).map((s) => s.order)).toEqual(slides.map((_, i) => i + 1));
    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999]])
      await call(t.app, auth, 'PUT', '/api/admin/hero/order', { ids }, 400);

    await call(t.app, auth, 'DELETE', `/api/admin/hero/${reversed[0]}`, undefined, 204);
    const left = await publicHero();
    expect(left.map((s) => s.title)).toEqual(
      slides
        .map((s) => s.title)
        .reverse()
        .slice(1),
    );
    expect(left.map((s) => s.order)).toEqual(left.map((_, i) => i + 1));
    expect(await lastAudit(t.app, auth)).toMatchObject({ action: 'hero.delete', after: null, before: { id: reversed[0] } });
    await call(t.app, auth, 'DELETE', `/api/admin/hero/${reversed[0]}`, undefined, 404);
    await call(t.app, auth, 'PATCH', `/api/admin/hero/${reversed[0]}`, { title: 'x' }, 404);
  });

  it('refuses script and foreign-scheme URLs and colours outside the accent list, with the field named', async () => {
    const unsafe = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'vbscript:x',
      'http:/x',
      'https://user@evil.example/',
    ];
    for (const url of unsafe) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/hero', headers: auth, payload: { ...NEW_SLIDE, url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([expect.objectContaining({ path: 'body.url' })]);
      const img = await t.app.inject({ method: 'POST', url: '/api/admin/hero', headers: auth, payload: { ...NEW_SLIDE, img: url } });
      expect(img.statusCode, url).toBe(400);
    }
    const colour = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hero',
      headers: auth,
      payload: { ...NEW_SLIDE, tag: { label: 'x', color: 'purple' } },
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().errors).toEqual([
      expect.objectContaining({ path: 'body.tag.color', code: 'validation.oneOf', message: 'must be one of jasmine, tomato, tangerine' }),
    ]);
    for (const url of ['/genre/romance/1', 'https://www.example.com/page?x=1', 'http://example.com']) {
      await call(t.app, auth, 'POST', '/api/admin/hero', { ...NEW_SLIDE, url }, 201);
    }
  });

  it("takes an image address only where the page's Content-Security-Policy lets it load, else 400 naming img", async () => {
    const csp = String((await t.app.inject({ url: '/api/hero' })).headers['content-security-policy']);
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
    const sites = imgSrc.filter((source) => source.startsWith('https://'));
    expect(sites).toContain('https://image.tmdb.org');
    // every site the policy allows is taken (a path and a query too), and a site path
    for (const img of [...sites.map((site) => `${site}/t/p/original/a.jpg?x=1`), '/hero/most-popular.svg'])
      await call(t.app, auth, 'POST', '/api/admin/hero', { ...NEW_SLIDE, img }, 201);
    const refused = [
      'https://example.com/hero.jpg',
      'http://image.tmdb.org/t/p/original/a.jpg', // the policy names the https site only
      'https://image.tmdb.org.evil.example/a.jpg',
      'https://evil.example/https://image.tmdb.org/a.jpg',
      'https://image.tmdb.org:8443/a.jpg',
    ];
    const created: AdminHeroSlide = await call(t.app, auth, 'POST', '/api/admin/hero', NEW_SLIDE, 201);
    for (const img of refused) {
      for (const res of [
        await t.app.inject({ method: 'POST', url: '/api/admin/hero', headers: auth, payload: { ...NEW_SLIDE, img } }),
        await t.app.inject({ method: 'PATCH', url: `/api/admin/hero/${created.id}`, headers: auth, payload: { img } }),
      ]) {
        expect(res.statusCode, img).toBe(400);
        expect(res.json(), img).toEqual({
          status: 'error',
          code: 'common.invalidRequest',
          message: 'Invalid request',
          errors: [
            {
              path: 'body.img',
              code: 'admin.imageNotAllowed',
              message:
                'must be a path on this site (/…) or an address on https://image.tmdb.org, https://i.ytimg.com, https://lh3.googleusercontent.com (the only images pages may show)',
            },
          ],
        });
      }
    }
    // nothing was written by a refused call
    expect((await publicHero()).map((s) => s.img)).not.toContain(refused[0]);
    expect((await call(t.app, auth, 'GET', '/api/admin/hero')).find((s: AdminHeroSlide) => s.id === created.id).img).toBe(NEW_SLIDE.img);
  });

  it('keeps the XSRF rule: a browser call with the cookie and no matching header is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hero',
      headers: { ...auth, cookie: 'XSRF-TOKEN=abc' },
      payload: NEW_SLIDE,
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hero',
      headers: { ...auth, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
      payload: NEW_SLIDE,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a plain user is refused and nothing changes', async () => {
    const user = await signUp(t.app);
    const before = await publicHero();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hero',
      headers: bearer(user.session.accessToken),
      payload: NEW_SLIDE,
    });
    expect(res.statusCode).toBe(403);
    expect(await publicHero()).toEqual(before);
  });
});
