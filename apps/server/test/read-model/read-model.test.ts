/** The read model is swapped whole: the old one serves until a rebuild completes; writes show after a rebuild. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowPage, SearchResponse } from '@klama/contract';
import { importDetails } from '../../src/importer/import-details.js';
import { ReadModel, type CatalogueModel } from '../../src/read-model/read-model.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';

describe('ReadModel', () => {
  /** A build whose completion the test controls. */
  function controlledBuilds() {
    const pending: ((model: CatalogueModel) => void)[] = [];
    let started = 0;
    const build = () => {
      started++;
      return new Promise<CatalogueModel>((resolve) => pending.push(resolve));
    };
    const model = (n: number) => ({ catalogue: { size: n }, search: {} }) as unknown as CatalogueModel;
    const finish = async (n: number) => {
      pending.shift()!(model(n));
      await new Promise((r) => setImmediate(r));
    };
    return { build, finish, started: () => started };
  }

  it('builds once on first use, keeps the old model during a rebuild and swaps in the new one when complete', async () => {
    const b = controlledBuilds();
    const readModel = new ReadModel(b.build);
    const first = readModel.current();
    expect(readModel.current()).toBe(first);
    await b.finish(1);
    expect((await readModel.current()).catalogue.size).toBe(1);

    const rebuilt = readModel.rebuild();
    expect(b.started()).toBe(2);
    expect((await readModel.current()).catalogue.size).toBe(1); // still the old one
    await b.finish(2);
    await rebuilt;
    expect((await readModel.current()).catalogue.size).toBe(2);
  });

  it('coalesces rebuilds asked for during a rebuild into one more build after it', async () => {
    const b = controlledBuilds();
    const readModel = new ReadModel(b.build);
    void readModel.current();
    await b.finish(1);
    const first = readModel.rebuild();
    const second = readModel.rebuild();
    const third = readModel.rebuild();
    await b.finish(2);
    expect(b.started()).toBe(3); // the change seen during the build gets a build of its own
    await b.finish(3);
    await Promise.all([first, second, third]);
    expect(b.started()).toBe(3);
    expect((await readModel.current()).catalogue.size).toBe(3);
  });

  it('retries the first build on the next request when it failed', async () => {
    let calls = 0;
    const readModel = new ReadModel(async () => {
      if (++calls === 1) throw new Error('database away');
      return { catalogue: { size: 7 }, search: {} } as unknown as CatalogueModel;
    });
    await expect(readModel.current()).rejects.toThrow('database away');
    expect((await readModel.current()).catalogue.size).toBe(7);
  });
});

describe('rebuilding after a catalogue write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('finds and lists an imported show once the model is rebuilt', async () => {
    const search = async () => (await getOk(t.app, '/api/show/search?query=Hospital%20Days', SearchResponse)).map((s) => s.id);
    // 1001 is a TMDB Drama (18), which maps to our Drama genre (2)
    const drama = async () => (await getOk(t.app, '/api/show/list/genre/2?limit=100', ShowPage)).results.map((s) => s.id);
    expect(await search()).not.toContain(1001);
    expect(await drama()).not.toContain(1001);
    await importDetails(t.db, JSON.parse(readFileSync(new URL('../importer/fixtures/tv/1001.json', import.meta.url), 'utf8')));
    await t.app.readModel.rebuild();
    expect((await search())[0]).toBe(1001);
    expect(await drama()).toContain(1001);
  });
});
