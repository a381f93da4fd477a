/**
 * Builds the two template databases every server test file starts from, once per test run: one
 * migrated and empty, one migrated and seeded with the sample catalogue. Starting PGlite from
 * scratch (initdb) and seeding took most of a test file's time; starting from a template takes a
 * second or two. PGlite: two data-directory tarballs that each file loads into an in-memory PGlite
 * (in memory, not a copied directory on disk: queries on the disk file system were forty times
 * slower). PostgreSQL: two template databases that each file's `CREATE DATABASE … TEMPLATE` clones.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { loadSampleCatalogue } from '../src/sample-catalogue/load-sample.js';

export interface DatabaseTemplates {
  /** PGlite data-directory tarballs (file paths), or PostgreSQL database names. */
  empty: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function pgliteTemplates(): Promise<[DatabaseTemplates, () => void]> {
  const dir = mkdtempSync(join(tmpdir(), 'klama-test-templates-'));
  const templates = { empty: join(dir, 'empty.tar'), seeded: join(dir, 'seeded.tar') };
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    writeFileSync(templates.empty, await db.dumpDataDir().then((b) => b.bytes()));
    await loadSampleCatalogue(db);
    writeFileSync(templates.seeded, await db.dumpDataDir().then((b) => b.bytes()));
  } finally {
    await db.close();
  }
  return [templates, () => rmSync(dir, { recursive: true, force: true })];
}

async function postgresTemplates(adminUrl: string): Promise<[DatabaseTemplates, () => Promise<void>]> {
  const prefix = `klama_template_${randomBytes(4).toString('hex')}`;
  const templates = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const prepare = async (name: string, seed: boolean) => {
    const db = await openPostgres(urlOf(name), 2);
    try {
      await migrate(db);
      if (seed) await loadSampleCatalogue(db);
    } finally {
      await db.close();
    }
  };
  await admin(`CREATE DATABASE ${templates.empty}`);
  await prepare(templates.empty, false);
  await admin(`CREATE DATABASE ${templates.seeded} TEMPLATE ${templates.empty}`);
  await prepare(templates.seeded, true);
  return [
    templates,
    async () => {
      for (const name of Object.values(templates)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  ];
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [templates, teardown] = adminUrl ? await postgresTemplates(adminUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return teardown;
}
