/**
 * Server rendering of the public screens, read as a crawler or a link preview reads them: one plain GET, no
 * JavaScript. Each page must carry its own content, title, description, canonical URL, Open Graph and Twitter
 * tags; a show its TVSeries JSON-LD. Expected values come from the sample catalogue files.
 */
import { describe, expect, it } from 'vitest';
import { collections, heroes, idsWhere, show, sortIds, taxonomy } from '../sample-catalogue.js';
import { readHead, readJsonLd, visibleText } from './read-page.js';
import { SITE, useRenderingApp } from './rendering-app.js';
import { readFileSync } from 'node:fs';

const koreanText = JSON.parse(readFileSync(new URL('../../../../data/catalogue/ko.json', import.meta.url), 'utf8')) as {
  shows: Record<string, { overview: string }>;
  keywords: Record<string, string>;
};

const { app, get } = useRenderingApp();

async function renderedPage(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
  const html = res.body;
  expect(html, url).toContain('data-server-rendered');
  return { html, head: readHead(html), text: visibleText(html), res };
}

/** The tags every rendered page has, with the page's own title, description and address. */
function expectShareTags(
  head: ReturnType<typeof readHead>,
  { title, description, path }: { title: string; description: string; path: string },
) {
  expect(head.title).toBe(title);
  expect(head.meta.description).toBe(description);
  expect(head.canonical).toBe(`${SITE}${path}`);
  expect(head.meta['og:title']).toBe(title);
  expect(head.meta['og:description']).toBe(description);
  expect(head.meta['og:url']).toBe(`${SITE}${path}`);
  expect(head.meta['og:site_name']).toBe('K-lama');
  expect(head.meta['twitter:title']).toBe(title);
  expect(head.meta['twitter:description']).toBe(description);
  expect(head.meta['twitter:card']).toMatch(/^summary/);
  expect(head.lang).toBe('en');
}

const latestTrending = collections.periodic.find((c) => c.key === 'trending-now')!.lists.at(-1)!;
const viewersChoice = collections.permanent.find((c) => c.key === 'viewers-choice')!;

describe('public screens arrive rendered', () => {
  it('home: hero slides, trending and the curated rows', async () => {
    const { head, text } = await renderedPage('/');
    expectShareTags(head, {
      title: 'K-lama | Find Your Next Favorite Korean Drama',
      description: 'Search Korean dramas by English or Korean title, browse what is trending and newly released, and find where to watch.',
      path: '/',
    });
    expect(text).toContain(heroes[0]!.title);
    for (const heading of ['Trending', 'Newly Released', "Viewer's Choice", 'Genre Fiction']) expect(text).toContain(heading);
    expect(text).toContain(show(latestTrending.shows[0]!).name);
    // the home row shows the collection in the order its curators set, its first ten in that order
    const row = viewersChoice.shows.slice(0, 10).map((id) => show(id).name);
    const at = row.map((name) => text.indexOf(name, text.indexOf("Viewer's Choice View all")));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("details: the show's titles, overview, genres, share tags and TVSeries JSON-LD", async () => {
    const crash = show(9000001);
    const { head, html, text } = await renderedPage('/details/9000001');
    expectShareTags(head, {
      title: `${crash.name} | Where to Watch & Similar Dramas | K-lama`,
      description: crash.overview.slice(0, 155),
      path: '/details/9000001',
    });
    expect(head.meta['og:type']).toBe('video.tv_show');
    // its share card (test/share-image checks the PNG)
    expect(head.meta['og:image']).toBe(`${SITE}/api/show/share-image/9000001`);
    expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1200', '630']);
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(html).toMatch(new RegExp(`<h1 class="details__title">${crash.name}</h1>`));
    for (const part of [crash.original_name, crash.overview, ...crash.genres, crash.cast[0]!.name]) expect(text).toContain(part);
    const series = readJsonLd(html).find((o) => o['@type'] === 'TVSeries');
    expect(series).toMatchObject({
      '@context': 'https://schema.org',
      name: crash.name,
      alternateName: crash.original_name,
      url: `${SITE}/details/9000001`,
      description: crash.overview,
      startDate: crash.first_air_date,
      numberOfEpisodes: crash.number_of_episodes,
      genre: crash.genres,
      image: `${SITE}/api/show/share-image/9000001`,
    });
    const card = await get('/api/show/share-image/9000001');
    expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('category: the genre title and description, and its first shows in the default order (newest first)', async () => {
    const romance = taxonomy.genres.find((g) => g.name === 'Romance')!;
    const { head, text } = await renderedPage(`/genre/romance/${romance.id}`);
    expectShareTags(head, {
      title: 'Best Romance Korean Dramas | Top Romance K-Dramas to Watch | K-lama',
      description: 'Dramas in the genre Romance.',
      path: `/genre/romance/${romance.id}`,
    });
    const ids = sortIds(
      idsWhere((s) => s.genres.includes('Romance')),
      'date_desc',
    );
    expect(text).toContain(`${ids.length} dramas`);
    for (const id of ids.slice(0, 5)) expect(text).toContain(show(id).name);
  });

  it('collection: its name, description and members', async () => {
    const { head, text } = await renderedPage('/collection/viewers-choice');
    expectShareTags(head, {
      title: `${viewersChoice.name} | Curated Korean Drama Collection | K-lama`,
      description: viewersChoice.description,
      path: '/collection/viewers-choice',
    });
    expect(text).toContain(viewersChoice.description);
    for (const id of viewersChoice.shows.slice(0, 3)) expect(text).toContain(show(id).name);
  });

  it("discover: filters and the first page of results for the URL's filters", async () => {
    const { head, text, html } = await renderedPage('/discover');
    expectShareTags(head, {
      title: 'Discover the Best Korean Dramas | K-lama',
      description: 'Filter Korean dramas by genre, tone and keyword to find exactly the K-drama you are in the mood for.',
      path: '/discover',
    });
    expect(text).toContain('Discover Dramas');
    for (const genre of taxonomy.genres.slice(0, 5)) expect(text).toContain(genre.name);
    // a desktop page of results (30); a phone gets a phone's page (10), as its browser would ask
    expect(html.match(/data-testid="show-card"/g)).toHaveLength(30);
    const phone = await renderedPage('/discover', { 'sec-ch-ua-mobile': '?1' });
    expect(phone.html.match(/data-testid="show-card"/g)).toHaveLength(10);

    const thriller = taxonomy.genres.find((g) => g.name === 'Thriller')!;
    const filtered = await renderedPage(`/discover?genre=${thriller.id}`);
    const thrillers = idsWhere((s) => s.genres.includes('Thriller'));
    expect(filtered.html.match(/data-testid="show-card"/g)).toHaveLength(Math.min(30, thrillers.length));
  });

  it('about: the heading and the about text', async () => {
    const { head, text } = await renderedPage('/about');
    expectShareTags(head, {
      title: 'About K-lama',
      description: 'K-lama is a catalogue of Korean dramas made by fans, for fans.',
      path: '/about',
    });
    expect(text).toContain('About K-lama');
    expect(text).toContain('Search dramas by their English or Korean title');
  });

  it('login and sign-up: the form with its labelled fields and buttons, the same for every visitor', async () => {
    const { head, html, text } = await renderedPage('/login');
    expectShareTags(head, {
      title: 'Login | K-lama',
      description: 'Sign in to K-lama to keep lists of the dramas you like, bookmark and watch.',
      path: '/login',
    });
    expect(html).toMatch(/<h1 id="auth-title" class="auth-card__title">Login<\/h1>/);
    expect(text).toContain('Welcome back to K-lama.');
    expect(labelledInputs(html)).toEqual([
      { label: 'Username', type: 'text', autocomplete: 'username webauthn' },
      { label: 'Password', type: 'password', autocomplete: 'current-password' },
    ]);
    // the submit button waits for the page to be live (a submit before it would be the browser's own GET)
    expect(html).toMatch(/<button type="submit" class="control-button control-button--primary" disabled="">Login<\/button>/);
    expect(text).toContain("Don't have an account? Sign Up");
    expect(html).toContain('href="/signup"');

    const signup = await renderedPage('/signup');
    expectShareTags(signup.head, {
      title: 'Sign Up | K-lama',
      description: 'Sign in to K-lama to keep lists of the dramas you like, bookmark and watch.',
      path: '/signup',
    });
    expect(labelledInputs(signup.html).map((i) => i.label)).toEqual(['Username', 'Email', 'Password']);
    expect(signup.text).toContain('Already have an account? Login');

    // the page carries the sign-in settings it was rendered with (the browser does not ask for them again)
    expect(pageState(html).queries.queries.map((q) => [q.queryKey, q.state.status])).toContainEqual([['auth-config'], 'success']);
    // nothing per visitor: a signed-in visitor's request is answered with the same cached anonymous page
    const again = await get('/login', { authorization: 'Bearer whatever', cookie: 'refreshToken=x' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(html);
  });

  it('login in Korean: <html lang="ko">, Korean head, headings, labels and buttons', async () => {
    const { head, html, text } = await renderedPage('/ko/login');
    expect(head.lang).toBe('ko');
    expect(head.title).toBe('로그인 | K-lama');
    expect(head.meta.description).toBe('K-lama에 로그인하고 좋아요한 드라마, 북마크한 드라마, 다 본 드라마를 목록으로 관리하세요.');
    expect(head.meta['og:title']).toBe('로그인 | K-lama');
    expect(head.canonical).toBe(`${SITE}/ko/login`);
    expect(html).toMatch(/<h1 id="auth-title" class="auth-card__title">로그인<\/h1>/);
    expect(labelledInputs(html).map((i) => i.label)).toEqual(['아이디', '비밀번호']);
    expect(text).toContain('K-lama에 다시 오신 것을 환영해요.');
    expect(text).toContain('아직 계정이 없으신가요? 회원가입');
    expect(pageState(html).language).toBe('kr');
  });
});

/** Each input of the page with the text of its `<label for>`, its type and autocomplete. */
function labelledInputs(html: string) {
  const labels = new Map([...html.matchAll(/<label for="([^"]+)">([^<]*)<\/label>/g)].map(([, id, text]) => [id!, text!]));
  return [...html.matchAll(/<input ([^>]*)>/g)].map(([, attrs]) => {
    const attr = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attrs!)?.[1];
    return { label: labels.get(attr('id')!), type: attr('type') ?? 'text', autocomplete: attr('autoComplete') ?? attr('autocomplete') };
  });
}

/** The page's hreflang alternates: language → address. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gi)].map(([, lang, href]) => [lang!, href!]),
  );

type PageState = { language: string; regionName?: string; queries: { queries: { queryKey: unknown[]; state: { status: string } }[] } };
const pageState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as PageState;

describe('rendering rules', () => {
  it('an unknown show, an unsupported category and an unknown path are 404 pages', async () => {
    for (const [url, message] of [
      ['/details/1', 'Page not found'],
      ['/planet/mars/4', 'Unsupported category type'],
      ['/no/such-page', 'Page not found'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(visibleText(res.body), url).toContain(message);
    }
  });

  it('the address sets the language (/ko/… is Korean): <html lang>, the titles, canonical, hreflang and og:locale', async () => {
    const crash = show(9000001);
    const { head, html } = await renderedPage('/ko/details/9000001');
    expect(head.lang).toBe('ko');
    expect(html).toContain(`<h1 class="details__title">${crash.original_name}</h1>`);
    expect(head.canonical).toBe(`${SITE}/ko/details/9000001`);
    expect(head.meta['og:locale']).toBe('ko_KR');
    expect(alternates(html)).toEqual({
      en: `${SITE}/details/9000001`,
      ko: `${SITE}/ko/details/9000001`,
      'x-default': `${SITE}/details/9000001`,
    });
    const english = await renderedPage('/details/9000001', { cookie: 'language=en' });
    expect(english.head.lang).toBe('en');
    expect(english.html).toContain(`<h1 class="details__title">${crash.name}</h1>`);
    expect(english.head.canonical).toBe(`${SITE}/details/9000001`);
    expect(english.head.meta['og:locale']).toBe('en_US');
    expect(alternates(english.html)).toEqual(alternates(html));
    // a first visit is never moved, whatever its Accept-Language; a visitor whose last language was Korean is
    const first = await get('/details/9000001?x=1', { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(first.statusCode).toBe(200);
    expect(readHead(first.body).lang).toBe('en');
    const returning = await get('/details/9000001?x=1', { cookie: 'language=kr' });
    expect(returning.statusCode).toBe(302);
    expect(returning.headers.location).toBe('/ko/details/9000001?x=1');
    expect((await get('/ko/details/9000001', { cookie: 'language=en' })).statusCode).toBe(200);
  });

  it("renders the catalogue text in the page's language, and the page cache never serves one language for the other", async () => {
    // a show no other test renders: the first render of each language is a miss
    const winter = show(9000003);
    const koreanOverview = koreanText.shows['9000003']!.overview;
    const ko1 = await renderedPage('/ko/details/9000003');
    const en1 = await renderedPage('/details/9000003', { cookie: 'language=en' });
    const ko2 = await renderedPage('/ko/details/9000003', { cookie: 'language=en' });
    const en2 = await renderedPage('/details/9000003');
    expect([ko1, en1, ko2, en2].map((p) => p.res.headers['x-cache'])).toEqual(['miss', 'miss', 'hit', 'hit']);
    for (const korean of [ko1, ko2]) {
      expect(korean.text).toContain(koreanOverview);
      expect(korean.text).not.toContain(winter.overview);
      // the keywords by their Korean names
      for (const keyword of winter.keywords) expect(korean.text).toContain(koreanText.keywords[keyword]);
    }
    for (const english of [en1, en2]) {
      expect(english.text).toContain(winter.overview);
      expect(english.text).not.toContain(koreanOverview);
    }
  });

  it('carries the data it was rendered from, so the browser asks for none of it again', async () => {
    const { html } = await renderedPage('/details/9000001');
    const state = pageState(html);
    expect(state.language).toBe('en');
    // the region the page shows, named by the server (the browser then loads no region names of its own)
    expect(state.regionName).toBe('United States');
    const keys = state.queries.queries.map((q) => JSON.stringify(q.queryKey));
    for (const key of [
      ['show', 'details', 9000001],
      ['cast', 9000001],
      ['provider', 'show', 9000001],
      ['credit', 'show', 9000001],
      ['recommendations', 'similar', 9000001],
    ])
      expect(keys).toContain(JSON.stringify(key));
    expect(state.queries.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it('keeps a rendered page until the catalogue changes, the same for every visitor', async () => {
    const url = '/details/9000002';
    const first = await get(url);
    expect(first.headers['x-cache']).toBe('miss');
    // a signed-in visitor's request is answered with the same anonymous page (nothing per user is rendered)
    const again = await get(url, { authorization: 'Bearer whatever', cookie: 'refreshToken=x' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['set-cookie']).toBeUndefined();

    await app().write('UPDATE show SET name = $1 WHERE id = $2', ['A Renamed Drama', 9000002]);
    const changed = await get(url);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(visibleText(changed.body)).toContain('A Renamed Drama');
  });

  it('carries its stylesheet inline (no round trip before the first paint); index.html keeps the link', async () => {
    const { html } = await renderedPage('/about');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    // the built stylesheet's own rules, e.g. the skip link's and the header's
    expect(head).toMatch(/<style>[^<]*\.skip-link[^<]*\.header__inner[^<]*<\/style>/);
    const index = (await get('/settings')).body;
    expect(index).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
  });

  // a profile is server-rendered since issue 26 (test/web-render/profile-page.test.ts)
  it('account screens stay client-rendered (index.html as built)', async () => {
    for (const url of ['/settings', '/complete-profile', '/feed']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-server-rendered');
      expect(readHead(res.body).title, url).toBe('K-lama | Find Your Next Favorite Korean Drama');
    }
  });
});
