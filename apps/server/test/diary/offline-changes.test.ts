/**
 * Changes made offline reach the server later, with the time they were made (`changedAt`, decision 0052):
 * "last change per field wins, by the time it was made", whatever order the changes arrive in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIARY_LIMITS, Entry } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';

const CLOY = 9000001; // Crash Landing on You: 16 episodes
const FULL_HOUSE = 9000006; // 16 episodes

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const token = async () => (await signUp(t.app)).session.accessToken;
const patch = (tk: string, showId: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${showId}`, headers: bearer(tk), payload });
const patchOk = async (tk: string, showId: number, payload: object) => {
  const res = await patch(tk, showId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return Entry.parse(res.json());
};
const read = async (tk: string, showId: number) =>
  Entry.parse((await t.app.inject({ url: `/api/user-show/entry/${showId}`, headers: bearer(tk) })).json());

describe('a change made offline, sent later with the time it was made', () => {
  it('loses a field that another device changed after it, and wins the fields nobody changed since', async () => {
    const tk = await token();
    // the phone, offline ten minutes ago: 3 episodes and a 7; the laptop, online a minute ago: a 9
    await patchOk(tk, CLOY, { rating: 9 });
    const landed = await patchOk(tk, CLOY, { episodesWatched: 3, rating: 7, changedAt: at(-10 * MINUTE) });
    expect(landed).toMatchObject({ rating: 9, episodesWatched: 3, status: 'watching' });
    expect(await read(tk, CLOY)).toMatchObject({ rating: 9, episodesWatched: 3 });
  });

  it('wins over an earlier change of the same field', async () => {
    const tk = await token();
    await patchOk(tk, CLOY, { rating: 9, status: 'on_hold' });
    // made after the laptop's change (a device clock a little ahead is allowed)
    const landed = await patchOk(tk, CLOY, { rating: 6.5, changedAt: at(2 * MINUTE) });
    expect(landed).toMatchObject({ rating: 6.5, status: 'on_hold' });
  });

  it('applies two queued changes by their times whatever order they arrive in', async () => {
    const tk = await token();
    // the later change (status dropped, 5 minutes ago) arrives first, the earlier (status watching, 8 minutes ago) second
    await patchOk(tk, FULL_HOUSE, { status: 'dropped', changedAt: at(-5 * MINUTE) });
    const landed = await patchOk(tk, FULL_HOUSE, { status: 'watching', rating: 8, changedAt: at(-8 * MINUTE) });
    expect(landed).toMatchObject({ status: 'dropped', rating: 8 });
  });

  it('writes nothing when every field changed later, and answers the entry as it is', async () => {
    const tk = await token();
    const before = await patchOk(tk, CLOY, { rating: 9, notes: 'from the laptop' });
    const res = await patch(tk, CLOY, { rating: 4, notes: 'from the phone', changedAt: at(-MINUTE) });
    expect(res.statusCode).toBe(200);
    expect(Entry.parse(res.json())).toEqual(before);
  });

  it('does not undo a Watched toggle made after it', async () => {
    const tk = await token();
    await patchOk(tk, CLOY, { notes: 'an entry before the toggle' }); // the toggle then changes a row, not inserts one
    await t.app.inject({ method: 'POST', url: `/api/user-show/watched/${CLOY}`, headers: bearer(tk) });
    const landed = await patchOk(tk, CLOY, { status: 'watching', episodesWatched: 4, rating: 8, changedAt: at(-3 * MINUTE) });
    expect(landed).toMatchObject({ status: 'completed', episodesWatched: 16, watched: true, rating: 8 });
  });

  it('does not bring back a field cleared ("Not in my diary") after it', async () => {
    const tk = await token();
    await patchOk(tk, CLOY, { rating: 9 });
    await t.app.inject({ method: 'DELETE', url: `/api/user-show/entry/${CLOY}`, headers: bearer(tk) });
    expect(await patchOk(tk, CLOY, { rating: 7, changedAt: at(-MINUTE) })).toMatchObject({ rating: null });
  });

  it('is refused with a 400 and a code when its time is in the future, too old or not a UTC time, and writes nothing', async () => {
    const tk = await token();
    await patchOk(tk, FULL_HOUSE, { rating: 5 });
    const cases: [string, string][] = [
      [at((DIARY_LIMITS.changedAtSkewMinutes + 1) * MINUTE), 'diary.changedAtInFuture'],
      [at(-(DIARY_LIMITS.changedAtMaxAgeDays * 24 * 60 + 1) * MINUTE), 'diary.changedAtTooOld'],
      ['2026-11-27T10:00:00+09:00', 'diary.changedAtFormat'],
      ['2026-11-27', 'diary.changedAtFormat'],
      ['2026-13-40T10:00:00Z', 'diary.changedAtFormat'],
    ];
    for (const [changedAt, code] of cases) {
      const res = await patch(tk, FULL_HOUSE, { rating: 8, episodesWatched: 2, changedAt });
      expect(res.statusCode, changedAt).toBe(400);
      expect(res.json().errors, changedAt).toEqual([expect.objectContaining({ path: 'body.changedAt', code })]);
    }
    expect((await patch(tk, FULL_HOUSE, { changedAt: at(-MINUTE) })).statusCode).toBe(400); // a time and no field
    expect(await read(tk, FULL_HOUSE)).toMatchObject({ rating: 5, episodesWatched: 0, status: null });
  });
});
