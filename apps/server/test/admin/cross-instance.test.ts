/**
 * A curated change made through the admin API on one instance reaches another instance on the same
 * database within 5 s: a hero slide's new title, a hidden show and new About text, all of which the other
 * instance had cached. On PostgreSQL by NOTIFY (with the poll), by the poll alone and by Redis alone
 * (the harness of catalogue-version/cross-instance.test.ts); on the embedded engine (one process) at once.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminHeroSlide } from '@klama/contract';
import { engine } from '../test-app.js';
import { eventually } from '../response-cache/eventually.js';
import { INSTANCE_SETUPS, twoInstances, type TwoInstances } from '../catalogue-version/two-instances.js';
import { call, signUpAdmin } from './helpers.js';

const CLOY = 9000001;

describe.each(INSTANCE_SETUPS)('an admin change on one instance, read on another: $name', (setup) => {
  const instances = twoInstances(setup, async () => undefined, { seeded: true });
  let db: TwoInstances['db'];
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  beforeAll(() => void ({ db, writer, reader } = instances));

  it.skipIf(setup.skip)('the other instance serves the curated change within 5 s', async () => {
    const { auth } = await signUpAdmin(writer, db);
    const heroTitles = async () => (await reader.inject('/api/hero')).json<{ title: string }[]>().map((s) => s.title);
    const detailsStatus = async () => (await reader.inject(`/api/show/details/${CLOY}`)).statusCode;
    const about = async () => (await reader.inject('/api/profile')).json<{ about: string }>().about;
    // cached on the reader before the change
    const titles = await heroTitles();
    expect(await detailsStatus()).toBe(200);
    const oldAbout = await about();
    expect((await reader.inject('/api/hero')).headers['x-cache']).toBe('hit');

    const [first] = (await call(writer, auth, 'GET', '/api/admin/hero')) as AdminHeroSlide[];
    await call(writer, auth, 'PATCH', `/api/admin/hero/${first!.id}`, { title: 'Changed on the other instance' });
    await call(writer, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: true });
    await call(writer, auth, 'PUT', '/api/admin/profile', { about: `${oldAbout}\n\nEdited.` });

    const expected = ['Changed on the other instance', ...titles.slice(1)];
    if (engine === 'pglite') {
      expect(await heroTitles()).toEqual(expected);
      expect(await detailsStatus()).toBe(404);
    }
    await eventually(async () => {
      expect(await heroTitles()).toEqual(expected);
      expect(await detailsStatus()).toBe(404);
      expect(await about()).toBe(`${oldAbout}\n\nEdited.`);
    });
    // the writer itself served the change from its answer on
    expect((await writer.inject('/api/hero')).json<{ title: string }[]>()[0]!.title).toBe('Changed on the other instance');
  });
});
