/**
 * A personal list's page as a link preview or a crawler reads it (one plain GET, no JavaScript): a public list
 * arrives rendered with its name, owner, items as poster cards, notes and share tags; a private or missing one
 * reveals nothing (a rendered not-found page, 404); edits show on the next render (a list is no catalogue write,
 * so no cached page).
 */
import { describe, expect, it } from 'vitest';
import { ListSummary } from '@klama/contract';
import { show, shows } from '../sample-catalogue.js';
import { engine } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { readHead, readJsonLd, visibleText } from './read-page.js';
import { SITE, useRenderingApp } from './rendering-app.js';

const [CLOY, WINTER, GOBLIN] = [9000001, 9000003, 9000114];
/** A show card's link to a details page (the list's items). */
const CARD_LINK = /<a (?=[^>]*class="show-card")[^>]*href="(\/details\/\d+)"/g;
const { app, get } = useRenderingApp();

const call = async (token: string, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
  const res = await app().app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** A new list of these shows (with notes), made by a new user. */
async function listOf(visibility: 'public' | 'private', items: [number, string][], description = '') {
  const user = await signUp(app().app);
  const token = user.session.accessToken;
  const list = ListSummary.parse((await call(token, 'POST', 'lists', { name: 'Rainy day dramas', description, visibility })).json());
  for (const [showId, note] of items) await call(token, 'PUT', `lists/${list.id}/items/${showId}`, { note });
  return { id: list.id, username: user.username, token };
}

describe(`a list's page (${engine})`, () => {
  it('a public list: its name, owner, items with links and notes, share tags and an ItemList', async () => {
    const list = await listOf(
      'public',
      [
        [WINTER, 'Bring tissues'],
        [CLOY, ''],
      ],
      'Dramas for a grey afternoon',
    );
    const res = await get(`/lists/${list.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-server-rendered');
    const text = visibleText(res.body);
    for (const expected of ['Rainy day dramas', 'Dramas for a grey afternoon', `By ${list.username}`, '2 shows', 'Public'])
      expect(text).toContain(expected);
    expect(text).toContain(`${show(WINTER).name} ${show(WINTER).first_air_date!.slice(0, 4)} Bring tissues`);
    expect(text).toContain(show(CLOY).name);
    // the items in the list's order, each a poster card linking to its details page
    const links = [...res.body.matchAll(CARD_LINK)].map(([, href]) => href);
    expect(links).toEqual([`/details/${WINTER}`, `/details/${CLOY}`]);
    // a poster: the image, or the generated title card of a show without one (the sample's)
    const posters = [...res.body.matchAll(/<li data-show="(\d+)"[^>]*><a [^>]*class="show-card"[^>]*><(?:img|span) [^>]*class="poster\b/g)];
    expect(posters.map(([, id]) => Number(id))).toEqual([WINTER, CLOY]);
    // the owner's name is no link (profiles are private)
    expect(res.body).not.toContain('href="/profile/');

    const head = readHead(res.body);
    const title = `Rainy day dramas — a list by ${list.username} | K-lama`;
    const url = `${SITE}/lists/${list.id}`;
    expect(head).toMatchObject({ lang: 'en', title, canonical: url });
    expect(head.meta).toMatchObject({
      description: 'Dramas for a grey afternoon',
      'og:title': title,
      'og:description': 'Dramas for a grey afternoon',
      'og:url': url,
      'og:type': 'website',
      // the first show's share card
      'og:image': `${SITE}/api/show/share-image/${WINTER}`,
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:image': `${SITE}/api/show/share-image/${WINTER}`,
    });
    expect(readJsonLd(res.body)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Rainy day dramas',
      description: 'Dramas for a grey afternoon',
      url,
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: show(WINTER).name, url: `${SITE}/details/${WINTER}` },
        { '@type': 'ListItem', position: 2, name: show(CLOY).name, url: `${SITE}/details/${CLOY}` },
      ],
    });
  });

  it('in Korean: <html lang="ko">, Korean titles and the Korean page title', async () => {
    const list = await listOf('public', [[CLOY, '']]);
    const res = await get(`/ko/lists/${list.id}`);
    const head = readHead(res.body);
    expect(head.lang).toBe('ko');
    expect(head.title).toBe(`Rainy day dramas — ${list.username}님의 목록 | K-lama`);
    expect(head.meta.description).toBe(`${list.username}님의 드라마 목록`);
    expect(visibleText(res.body)).toContain(show(CLOY).original_name);
  });

  it('carries the list it was rendered from (no read again in the browser) and nothing of the visitor', async () => {
    const list = await listOf('public', [[CLOY, 'mine']]);
    const other = await signUp(app().app);
    // a signed-in visitor gets the same anonymous page
    const res = await get(`/lists/${list.id}`, { ...bearer(other.session.accessToken), cookie: 'refreshToken=x' });
    const state = JSON.parse(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as {
      queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    };
    expect(state.queries.queries.map((q) => [q.queryKey, q.state.status])).toContainEqual([
      ['user-list', list.id, '(anonymous)', 1, 'curated'],
      'success',
    ]);
    expect(res.body).not.toContain(other.username);
  });

  it('renders the order the address names: the sort control on "K-lama score", the list read by the score', async () => {
    const list = await listOf('public', [
      [WINTER, ''],
      [CLOY, ''],
    ]);
    const own = await get(`/lists/${list.id}`);
    expect(own.body).toMatch(/<option value="curated" selected="">Curated<\/option><option value="community_desc">K-lama score<\/option>/);
    const res = await get(`/lists/${list.id}?sort=community_desc`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<option value="curated">Curated<\/option><option value="community_desc" selected="">K-lama score<\/option>/);
    const state = JSON.parse(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as {
      queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    };
    expect(state.queries.queries.map((q) => [q.queryKey, q.state.status])).toContainEqual([
      ['user-list', list.id, '(anonymous)', 1, 'community_desc'],
      'success',
    ]);
  });

  it('a private list, or none: a rendered not-found page with 404, none of its data, even for its owner', async () => {
    const list = await listOf('private', [[GOBLIN, 'a secret note']]);
    for (const headers of [{}, bearer(list.token)]) {
      const res = await get(`/lists/${list.id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('data-server-rendered');
      for (const secret of ['Rainy day dramas', 'a secret note', list.username, show(GOBLIN).name]) expect(res.body).not.toContain(secret);
      expect(readHead(res.body).title).toBe('List not found | K-lama');
      expect(visibleText(res.body)).toContain('List not found This list does not exist, or its owner keeps it private.');
    }
    const missing = await get('/lists/999999999');
    expect(missing.statusCode).toBe(404);
    expect(visibleText(missing.body)).toContain('List not found');
    const korean = await get('/ko/lists/999999999');
    expect(korean.statusCode).toBe(404);
    expect(readHead(korean.body)).toMatchObject({ lang: 'ko', title: '목록을 찾을 수 없어요 | K-lama' });
  });

  it('shows an edit on the next render (a rendered list is not kept until the catalogue changes)', async () => {
    const list = await listOf('public', [[CLOY, '']]);
    expect(readHead((await get(`/lists/${list.id}`)).body).title).toBe(`Rainy day dramas — a list by ${list.username} | K-lama`);
    await call(list.token, 'PATCH', `lists/${list.id}`, { name: 'Snowy day dramas' });
    await call(list.token, 'PUT', `lists/${list.id}/items/${WINTER}`, { note: 'added later' });
    const again = await get(`/lists/${list.id}`);
    expect(again.headers['x-cache']).toBe('miss');
    expect(readHead(again.body).title).toBe(`Snowy day dramas — a list by ${list.username} | K-lama`);
    expect(visibleText(again.body)).toContain('added later');

    await call(list.token, 'PATCH', `lists/${list.id}`, { visibility: 'private' });
    const hidden = await get(`/lists/${list.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Snowy day dramas');
  });

  it('a list longer than a page: the first 100 and a link to the rest, which renders the next ones', async () => {
    const ids = shows.slice(0, 102).map((s) => s.id);
    const list = await listOf('public', [[ids[0]!, '']]);
    for (const id of ids.slice(1)) await call(list.token, 'PUT', `lists/${list.id}/items/${id}`, {});
    const first = await get(`/lists/${list.id}`);
    const linked = (html: string) => [...html.matchAll(CARD_LINK)].map(([, href]) => Number(href!.split('/').pop()));
    expect(linked(first.body)).toEqual(ids.slice(0, 100));
    expect(first.body).toContain(`href="/lists/${list.id}?page=2"`);
    expect(visibleText(first.body)).toContain('102 shows');

    const second = await get(`/lists/${list.id}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(linked(second.body)).toEqual(ids.slice(100));
    expect(readHead(second.body).canonical).toBe(`${SITE}/lists/${list.id}?page=2`);
    expect(second.body).not.toContain('?page=3');
  });

  it('numbers the shows a reader sees: one the operators hid leaves no gap, on this page or the next', async () => {
    const ids = shows
      .map((s) => s.id)
      .filter((id) => ![CLOY, WINTER, GOBLIN].includes(id))
      .slice(0, 102);
    const list = await listOf('public', [[ids[0]!, '']]);
    for (const id of ids.slice(1)) await call(list.token, 'PUT', `lists/${list.id}/items/${id}`, {});
    const gone = ids[1]!;
    await app().write('UPDATE show SET hidden = true WHERE id = $1', [gone]);
    try {
      const seen = ids.filter((id) => id !== gone);
      const numbering = (html: string) => {
        const start = Number(/<ol class="grid user-list__read"[^>]*\bstart="(\d+)"/.exec(html)?.[1]);
        const items = readJsonLd(html).find((d) => d['@type'] === 'ItemList') as { itemListElement: { position: number; url: string }[] };
        return { start, positions: items.itemListElement.map((e) => [e.position, Number(e.url.split('/').pop())]) };
      };
      const first = numbering((await get(`/lists/${list.id}`)).body);
      expect(first.start).toBe(1);
      expect(first.positions).toEqual(seen.slice(0, 100).map((id, i) => [i + 1, id]));
      const second = numbering((await get(`/lists/${list.id}?page=2`)).body);
      expect(second).toEqual({ start: 101, positions: [[101, seen[100]]] });
    } finally {
      await app().write('UPDATE show SET hidden = false WHERE id = $1', [gone]);
    }
  });
});
