/**
 * /profile/{username} as a link preview or a crawler reads it (one plain GET, no JavaScript): a public profile
 * arrives rendered with its stats, favourites, public lists, recent activity and a share card; a private, blocked or
 * unknown one is the spec's "Private Profile" notice with 404. A profile is never kept in the page cache: turned
 * private, it is gone on the next request.
 */
import { describe, expect, it } from 'vitest';
import { show } from '../sample-catalogue.js';
import { engine } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { readHead, visibleText } from './read-page.js';
import { SITE, useRenderingApp } from './rendering-app.js';

const [CLOY, WINTER] = [9000001, 9000003];
const { app, get } = useRenderingApp();

const call = async (token: string, method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => {
  const res = await app().app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

async function fan(visibility: 'public' | 'private') {
  const user = await signUp(app().app);
  const token = user.session.accessToken;
  await call(token, 'PATCH', 'user/me', { profileVisibility: visibility });
  return { username: user.username, token };
}

const expectPrivateNotice = (res: { statusCode: number; body: string }, username: string) => {
  expect(res.statusCode).toBe(404);
  expect(readHead(res.body).title).toBe('Private Profile | K-lama');
  const text = visibleText(res.body);
  expect(text).toContain('This profile is private and can only be viewed by its owner');
  expect(text).not.toContain('Favourites');
  expect(text).not.toContain(show(WINTER).name);
  expect(res.body).not.toContain(`${username}/share-image`);
};

// TODO(issue 26 item 3): /profile/{username} is client-rendered for now: the server's render stopped at the
// screen's Suspense fallback ("Loading...", 200) and was switched off (AppRoutes.tsx) until that is found
describe(`a profile's page (${engine})`, () => {
  it('a public profile: its stats, favourites, public lists and recent activity, with a share card', async () => {
    const owner = await fan('public');
    await call(owner.token, 'PATCH', `user-show/entry/${CLOY}`, { status: 'watching' });
    await call(owner.token, 'POST', `user-show/liked/${WINTER}`);
    await call(owner.token, 'POST', 'lists', { name: 'Snowy nights', visibility: 'public' });
    await call(owner.token, 'POST', 'lists', { name: 'Hidden gems', visibility: 'private' });

    const res = await get(`/profile/${owner.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-server-rendered');
    const text = visibleText(res.body);
    for (const expected of [owner.username, 'Favourites', show(WINTER).name, 'Snowy nights', `started watching ${show(CLOY).name}`])
      expect(text).toContain(expected);
    expect(text).not.toContain('Hidden gems');
    const head = readHead(res.body);
    expect(head.title).toBe(`${owner.username} | K-lama`);
    expect(head.meta['og:image']).toBe(`${SITE}/api/users/${owner.username}/share-image`);
    expect(head.canonical).toBe(`${SITE}/profile/${owner.username}`);
    // never from the page cache
    expect((await get(`/profile/${owner.username}`)).headers['x-cache']).toBe('miss');
  });

  it('private, unknown and turned-private profiles: the Private Profile notice with 404, at once', async () => {
    const hidden = await fan('private');
    expectPrivateNotice(await get(`/profile/${hidden.username}`), hidden.username);
    expectPrivateNotice(await get('/profile/nobody_by_this_name'), 'nobody_by_this_name');

    const owner = await fan('public');
    await call(owner.token, 'POST', `user-show/liked/${WINTER}`);
    expect((await get(`/profile/${owner.username}`)).statusCode).toBe(200);
    await call(owner.token, 'PATCH', 'user/me', { profileVisibility: 'private' });
    expectPrivateNotice(await get(`/profile/${owner.username}`), owner.username);
  });
});
