/**
 * A show an operator has hidden is out of the public catalogue for imports too: a diary or list import cannot put it
 * back into a fan's diary or lists, whether the file names it by id, by TMDB id or by its exact title.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportResult, KlamaExport } from '@klama/contract';
import { engine } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { adminTestApp, call } from '../admin/helpers.js';

const CLOY = 9000001; // Crash Landing on You
const WINTER_SONATA = 9000003;

const klamaFile = (ids: number[]) =>
  JSON.stringify({
    format: 'klama-diary',
    version: 1,
    exportedAt: '2026-11-27T00:00:00.000Z',
    username: 'someone',
    entries: [],
    lists: [
      {
        name: 'Hidden test',
        description: '',
        visibility: 'private',
        items: ids.map((showId, i) => ({ showId, name: '', position: i + 1, note: '' })),
      },
    ],
  });

describe(`imports skip hidden shows (${engine})`, () => {
  const ctx = adminTestApp();
  let fan: string;
  beforeAll(async () => {
    await call(ctx.t.app, ctx.auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: true });
    fan = (await signUp(ctx.t.app)).session.accessToken;
  });
  const importCall = async (body: object) => {
    const res = await ctx.t.app.inject({ method: 'POST', url: '/api/me/import?dryRun=false', headers: bearer(fan), payload: body });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    return ImportResult.parse(res.json());
  };
  const exported = async () =>
    KlamaExport.parse((await ctx.t.app.inject({ url: '/api/me/export?format=json', headers: bearer(fan) })).json());

  it('a pasted title, a CSV id and a list item naming a hidden show are not written, and stay out once it is shown again', async () => {
    const text = await importCall({ format: 'text', content: 'Crash Landing on You\nWinter Sonata' });
    expect(text.matched.map((m) => m.showId)).toEqual([WINTER_SONATA]);
    const csv = await importCall({ format: 'csv', content: `Title,ID,Status\nCrash Landing on You,${CLOY},watching` });
    expect(csv.matched).toEqual([]);
    await importCall({ format: 'klama', content: klamaFile([CLOY, WINTER_SONATA]) });

    // the export reads through the public catalogue too: show the show again to see what was stored
    await call(ctx.t.app, ctx.auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: false });
    const stored = await exported();
    expect(stored.entries.map((e) => e.showId)).toEqual([WINTER_SONATA]);
    expect(stored.lists.find((l) => l.name === 'Hidden test')?.items.map((i) => i.showId)).toEqual([WINTER_SONATA]);
  });
});
