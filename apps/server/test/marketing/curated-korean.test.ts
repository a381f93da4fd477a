/**
 * Curated text in both languages (issue 28 item 4, decision 0054): hero slides, collections and the About answer in
 * the asked language, the English where a text has no Korean; the console reads and writes both; a write shows in
 * both languages at once (the cached answers of either are dropped); a re-seed keeps an operator's edits and gives
 * the bundled Korean only to text still as bundled. Expected values are the sample catalogue's files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminProfile, CollectionPage, HeroList, Profile, type AdminCollection, type AdminHeroSlide } from '@klama/contract';
import { engine, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { about, aboutKo, collections, heroes } from '../sample-catalogue.js';
import { adminTestApp, call, lastAudit } from '../admin/helpers.js';
import { writeSiteFrame } from '../../src/importer/site-data.js';

const byOrder = [...heroes].sort((a, b) => a.order - b.order);
const viewersChoice = collections.permanent.find((c) => c.key === 'viewers-choice')!;
const trending = collections.periodic.find((c) => c.key === 'trending-now')!;
const Named = z.object({ name: z.string(), description: z.string() });

describe(`curated text in Korean and English on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => void ({ t, auth } = ctx));

  it('hero slides: Korean when asked, English by default; a text without Korean shows the English', async () => {
    const korean = await getOk(t.app, '/api/hero?language=ko', HeroList);
    expect(korean.map((s) => [s.title, s.tagline, s.tag.label])).toEqual(byOrder.map((h) => [h.ko.title, h.ko.tagline, h.ko.tagLabel]));
    expect(korean[0]).toMatchObject({ title: '시청자 추천작', tagline: '시청자들이 보고 또 보는 드라마', tag: { label: '큐레이션' } });
    const english = await getOk(t.app, '/api/hero', HeroList);
    expect(english.map((s) => s.title)).toEqual(byOrder.map((h) => h.title));
    expect(await getOk(t.app, '/api/hero?language=en', HeroList)).toEqual(english);

    await t.write(`UPDATE hero SET tagline_ko = NULL, tag_label_ko = NULL WHERE "order" = 1`);
    const [first] = await getOk(t.app, '/api/hero?language=ko', HeroList);
    expect(first).toMatchObject({ title: '시청자 추천작', tagline: byOrder[0]!.tagline, tag: { label: byOrder[0]!.tag.label } });
  });

  it('collections: both kinds in the asked language, by every call that names them; the English when there is no Korean', async () => {
    expect(await getOk(t.app, '/api/collection/viewers-choice?language=ko', Named.passthrough())).toMatchObject(viewersChoice.ko);
    expect(await getOk(t.app, '/api/permanent-collection/viewers-choice?language=ko', Named.passthrough())).toMatchObject(viewersChoice.ko);
    expect(await getOk(t.app, '/api/collection/trending-now?language=ko', CollectionPage)).toMatchObject(trending.ko);
    expect(await getOk(t.app, '/api/collection/trending-now', CollectionPage)).toMatchObject({
      name: trending.name,
      description: trending.description,
    });

    await t.write(`UPDATE permanent_collection SET description_ko = NULL WHERE key = 'viewers-choice'`);
    expect(await getOk(t.app, '/api/collection/viewers-choice?language=ko', Named.passthrough())).toMatchObject({
      name: viewersChoice.ko.name,
      description: viewersChoice.description,
    });
  });

  it('the About: about.ko.md in Korean, about.md in English, the English when there is no Korean', async () => {
    expect(await getOk(t.app, '/api/profile?language=ko', Profile)).toEqual({ about: aboutKo });
    expect(await getOk(t.app, '/api/profile', Profile)).toEqual({ about });
    expect(await call(t.app, auth, 'GET', '/api/admin/profile')).toEqual(AdminProfile.parse({ about, ko: { about: aboutKo } }));
  });

  it('the console writes both languages of a slide; readers see the change in both at once, cached or not', async () => {
    // both answers cached first
    await getOk(t.app, '/api/hero', HeroList);
    await getOk(t.app, '/api/hero?language=ko', HeroList);
    expect((await t.app.inject({ url: '/api/hero?language=ko' })).headers['x-cache']).toBe('hit');

    const [slide] = (await call(t.app, auth, 'GET', '/api/admin/hero')) as AdminHeroSlide[];
    expect(slide!.ko).toEqual({ title: '시청자 추천작', tagline: null, tagLabel: null });
    const patched: AdminHeroSlide = await call(t.app, auth, 'PATCH', `/api/admin/hero/${slide!.id}`, {
      title: 'Fan Favourites',
      ko: { title: '팬들의 선택', tagLabel: '추천' },
    });
    expect(patched).toMatchObject({ title: 'Fan Favourites', ko: { title: '팬들의 선택', tagline: null, tagLabel: '추천' } });
    const [en] = await getOk(t.app, '/api/hero', HeroList);
    const [ko] = await getOk(t.app, '/api/hero?language=ko', HeroList);
    expect([en!.title, ko!.title, ko!.tag.label]).toEqual(['Fan Favourites', '팬들의 선택', '추천']);
    expect(await lastAudit(t.app, auth)).toMatchObject({
      action: 'hero.update',
      before: { title: byOrder[0]!.title, ko: { title: '시청자 추천작', tagline: null, tagLabel: null } },
      after: { title: 'Fan Favourites', ko: { title: '팬들의 선택', tagline: null, tagLabel: '추천' } },
    });

    // null removes a Korean text: Korean readers see the English again
    // a Korean field left out of a patch stays as it is
    await call(t.app, auth, 'PATCH', `/api/admin/hero/${slide!.id}`, { ko: { title: null } });
    const [after] = await getOk(t.app, '/api/hero?language=ko', HeroList);
    expect([after!.title, after!.tag.label]).toEqual(['Fan Favourites', '추천']);

    const created: AdminHeroSlide = await call(
      t.app,
      auth,
      'POST',
      '/api/admin/hero',
      { title: 'New', url: '/discover', img: '/hero/discover.svg', tag: { label: 'New', color: 'tomato' } },
      201,
    );
    expect(created.ko).toEqual({ title: null, tagline: null, tagLabel: null });
    await call(t.app, auth, 'PATCH', `/api/admin/hero/${created.id}`, { ko: { title: '   ' } }, 400);
  });

  it('the console writes both languages of a collection and of the About, audited before and after', async () => {
    await getOk(t.app, '/api/collection/most-popular?language=ko', CollectionPage);
    const created: AdminCollection = await call(
      t.app,
      auth,
      'POST',
      '/api/admin/collections',
      { key: 'slow-burn', name: 'Slow Burn', kind: 'permanent', ko: { name: '슬로 번' } },
      201,
    );
    expect(created.ko).toEqual({ name: '슬로 번', description: null });
    const edited: AdminCollection = await call(t.app, auth, 'PATCH', '/api/admin/collections/most-popular', {
      ko: { description: '세계가 사랑한 드라마.' },
    });
    expect(edited.ko).toEqual({ name: '최고 인기작', description: '세계가 사랑한 드라마.' });
    expect(await getOk(t.app, '/api/collection/most-popular?language=ko', CollectionPage)).toMatchObject({
      name: '최고 인기작',
      description: '세계가 사랑한 드라마.',
    });
    expect(await lastAudit(t.app, auth)).toMatchObject({
      action: 'collection.update',
      before: { ko: { name: '최고 인기작', description: '전 세계를 사로잡은 한국 드라마.' } },
      after: { ko: { name: '최고 인기작', description: '세계가 사랑한 드라마.' } },
    });
    // an empty Korean description is none
    expect(
      (await call(t.app, auth, 'PATCH', '/api/admin/collections/most-popular', { ko: { description: '' } })).ko.description,
    ).toBeNull();

    await getOk(t.app, '/api/profile?language=ko', Profile);
    const saved = await call(t.app, auth, 'PUT', '/api/admin/profile', { about: '# About', ko: { about: '# 소개' } });
    expect(saved).toEqual({ about: '# About', ko: { about: '# 소개' } });
    expect(await getOk(t.app, '/api/profile?language=ko', Profile)).toEqual({ about: '# 소개' });
    expect(await getOk(t.app, '/api/profile', Profile)).toEqual({ about: '# About' });
    expect(await lastAudit(t.app, auth)).toMatchObject({
      before: { about, ko: { about: aboutKo } },
      after: { about: '# About', ko: { about: '# 소개' } },
    });
    expect(await call(t.app, auth, 'PUT', '/api/admin/profile', { about: '# About', ko: { about: ' ' } })).toEqual({
      about: '# About',
      ko: { about: null },
    });
    expect(await getOk(t.app, '/api/profile?language=ko', Profile)).toEqual({ about: '# About' });
  });

  it('a re-seed keeps the operators’ text, and gives the bundled Korean only to text still as bundled and with none', async () => {
    // as a catalogue seeded before there was Korean text: slide 2 and genre-fiction untouched, slide 3 renamed
    await t.write(`UPDATE hero SET title_ko = NULL, tagline_ko = NULL, tag_label_ko = NULL WHERE "order" IN (2, 3)`);
    await t.write(`UPDATE hero SET title = 'Love, Again' WHERE "order" = 3`);
    await t.write(`UPDATE permanent_collection SET name_ko = NULL, description_ko = NULL WHERE key = 'genre-fiction'`);
    await t.write(`UPDATE site_profile SET about_ko = NULL`);
    await writeSiteFrame(t.db);
    await t.followed();

    const admin = (await call(t.app, auth, 'GET', '/api/admin/hero')) as AdminHeroSlide[];
    const at = (order: number) => admin.find((s) => s.order === order)!;
    const bundled = (order: number) => byOrder.find((h) => h.order === order)!.ko;
    expect(at(2).ko).toEqual({ title: bundled(2).title, tagline: bundled(2).tagline, tagLabel: bundled(2).tagLabel });
    expect(at(3)).toMatchObject({ title: 'Love, Again', ko: { title: null, tagline: null, tagLabel: null } });
    // the operator's own Korean (slide 1's) and English (the About's) stay
    expect(at(1).title).toBe('Fan Favourites');
    const all = (await call(t.app, auth, 'GET', '/api/admin/collections')) as AdminCollection[];
    expect(all.find((c) => c.key === 'genre-fiction')!.ko).toEqual(collections.permanent.find((c) => c.key === 'genre-fiction')!.ko);
    expect(all.find((c) => c.key === 'most-popular')!.ko).toEqual({ name: '최고 인기작', description: null });
    expect(await call(t.app, auth, 'GET', '/api/admin/profile')).toEqual({ about: '# About', ko: { about: null } });
  });
});
