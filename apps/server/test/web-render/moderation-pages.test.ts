/**
 * Hidden content on the server-rendered pages (decision 0046): a review hidden from the console is gone from the next
 * render of /details/{id}/reviews and never on /details/{id} (its reviews are read by the browser); a hidden list's
 * page is the not-found page (404). Pages of user content are rendered for every request (never in the page cache),
 * and a resolution bumps no catalogue version, so the catalogue's cached pages stay.
 */
import { describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { engine } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { signUpAdmin } from '../admin/helpers.js';
import { visibleText } from './read-page.js';
import { useRenderingApp } from './rendering-app.js';

const JANG_GEUM = 9000005;
const BODY = 'A palace kitchen, a stubborn cook and sixty episodes that never drag, not even once, honestly.';
const { app, get } = useRenderingApp();

async function call(auth: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const res = await app().app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

async function fan() {
  const user = await signUp(app().app);
  return { username: user.username, auth: bearer(user.session.accessToken) };
}

/** Reports the target and hides it from the console. */
async function reportAndHide(kind: 'review' | 'list', id: number) {
  const t = app();
  const reporter = await fan();
  await call(reporter.auth, 'POST', 'reports', { kind, id, reason: 'spam' });
  const admin = await signUpAdmin(t.app, t.db);
  const queue = await call(admin.auth, 'GET', 'admin/reports');
  const item = queue.results.find((i: { kind: string; targetId: number }) => i.kind === kind && i.targetId === id);
  await call(admin.auth, 'POST', `admin/reports/${item.id}/resolve`, { action: 'hide' });
}

describe(`hidden content on rendered pages (${engine})`, () => {
  it('a hidden review: gone from the next render of the reviews page; the details page never had it; no version moved', async () => {
    const author = await fan();
    const review = await call(author.auth, 'PUT', `show/${JANG_GEUM}/review`, { title: 'Hidden soon', body: BODY, rating: 9 });
    const before = await get(`/details/${JANG_GEUM}/reviews`);
    expect(before.statusCode).toBe(200);
    expect(visibleText(before.body)).toContain('Hidden soon');
    const details = await get(`/details/${JANG_GEUM}`);
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain('Hidden soon');
    const version = await readCatalogueVersion(app().db);

    await reportAndHide('review', review.id);
    const after = await get(`/details/${JANG_GEUM}/reviews`);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(visibleText(after.body)).not.toContain('Hidden soon');
    expect(after.body).not.toContain(BODY);
    expect((await get(`/details/${JANG_GEUM}`)).body).not.toContain('Hidden soon');
    expect(await readCatalogueVersion(app().db)).toBe(version);
  });

  it('a hidden list: the next render is the not-found page', async () => {
    const owner = await fan();
    const list = await call(owner.auth, 'POST', 'lists', { name: 'Definitely spam', visibility: 'public' });
    const before = await get(`/lists/${list.id}`);
    expect(before.statusCode).toBe(200);
    expect(visibleText(before.body)).toContain('Definitely spam');
    await reportAndHide('list', list.id);
    const after = await get(`/lists/${list.id}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Definitely spam');
  });
});
