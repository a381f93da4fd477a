/** Search as Korean speakers and international fans type: initial consonants, romanised titles, one-jamo typos, swapped letters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { addShows, fixtureShow } from '../fixture-shows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// from the sample catalogue (data/catalogue/shows)
const CLOY = 9000001; // 사랑의 불시착
const AUTUMN_IN_MY_HEART = 9000002; // 가을동화
const GOBLIN = 9000114; // 쓸쓸하고 찬란하神 – 도깨비, also known as 도깨비 and Goblin
const SQUID_GAME = 9000223; // 오징어 게임

const search = async (q: string, limit = 10) =>
  (await getOk(t.app, `/api/show/search?query=${encodeURIComponent(q)}&limit=${limit}`, SearchResponse)).map((s) => s.id);

describe(`Korean-aware search on ${engine}`, () => {
  it('finds a title by its initial consonants, with or without spaces', async () => {
    expect(await search('ㅅㄹㅇㅂㅅㅊ')).toEqual([CLOY]);
    expect(await search('ㅅㄹㅇ ㅂㅅㅊ')).toEqual([CLOY]);
    expect((await search('ㅅㄹㅇ'))[0]).toBe(CLOY);
    expect((await search('ㄷㄲㅂ'))[0]).toBe(GOBLIN);
    expect(await search('ㅇㅈㅇㄱㅇ')).toContain(SQUID_GAME);
  });

  it('keeps digits and Latin letters in place among the initial consonants', async () => {
    // 응답하라 1988, 응답하라 1997, SKY 캐슬, 약한영웅 Class 2, 커피프린스 1호점 in the sample catalogue
    expect((await search('ㅇㄷㅎㄹ1988'))[0]).toBe(9000103);
    expect((await search('ㅇㄷㅎㄹ 1997'))[0]).toBe(9000022);
    expect((await search('skyㅋㅅ'))[0]).toBe(9000137);
    expect((await search('ㅇㅎㅇㅇ class 2'))[0]).toBe(9000315);
    expect((await search('ㅋㅍㅍㄹㅅ1ㅎㅈ'))[0]).toBe(9000010);
  });

  it('finds a title by its romanisation, with the usual spelling variants', async () => {
    expect((await search('sarangui bulsichak'))[0]).toBe(CLOY);
    expect((await search('Sarangui Bulsichak'))[0]).toBe(CLOY);
    expect((await search('sarangeui bulsichak'))[0]).toBe(CLOY);
    expect((await search('sarang ui bulsichak'))[0]).toBe(CLOY);
    expect((await search('dokkaebi'))[0]).toBe(GOBLIN);
    expect((await search('dokebi'))[0]).toBe(GOBLIN);
    expect((await search('ojingeo geim'))[0]).toBe(SQUID_GAME);
    expect((await search('gaeul donghwa'))[0]).toBe(AUTUMN_IN_MY_HEART);
  });

  it('finds a Hangul title with one jamo wrong, missing or extra', async () => {
    expect((await search('가을동하'))[0]).toBe(AUTUMN_IN_MY_HEART); // ㅘ → ㅏ
    expect((await search('도개비'))[0]).toBe(GOBLIN); // ㄲ → ㄱ
    expect((await search('사랑의 불시작'))[0]).toBe(CLOY); // ㅊ → ㅈ
    expect((await search('사랑의 불시차'))[0]).toBe(CLOY); // final ㄱ missing
  });

  it('finds an English title with two adjacent letters swapped', async () => {
    expect((await search('Gobiln'))[0]).toBe(GOBLIN);
    expect((await search('Crash Lnading'))[0]).toBe(CLOY);
    expect((await search('Squid Gmae')).slice(0, 3)).toEqual([SQUID_GAME, 9000224, 9000225]);
  });

  it('ranks a title found directly above one found with an edit', async () => {
    await addShows(t, [fixtureShow(9990101, 'Gobiln Street', { originalName: '고빌른 거리', popularity: 0 })]);
    const ids = await search('Gobiln');
    expect(ids[0]).toBe(9990101);
    expect(ids).toContain(GOBLIN);
  });
});
