import { mkdtempSync, cpSync, writeFileSync, readFileSync } from 'node:fs';
import { utcDay } from '@klama/contract';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { catalogueDir } from '../src/paths.js';
import { readCatalogue } from '../src/sample-catalogue/read-catalogue.js';
import { bigrams, compactTitle, normalizeTitle } from '../src/search-terms/normalize.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './.klama',
      seed: 'sample',
      databaseUrl: undefined,
      heapGrowthPercent: 25,
      siteUrl: 'http://127.0.0.1:3000',
    });
  });

  it.each([
    [{ PORT: '4000' }, 'http://127.0.0.1:4000'],
    [{ PORT: '4000', HOST: '0.0.0.0' }, 'http://127.0.0.1:4000'],
    [{ PORT: '4000', HOST: 'localhost' }, 'http://localhost:4000'],
    [{ PORT: '4000', HOST: '::1' }, 'http://[::1]:4000'],
    [{ PORT: '4000', SITE_URL: 'https://klama.example/' }, 'https://klama.example'],
  ])('takes the site address from where it listens unless SITE_URL says: %o', (env, siteUrl) => {
    expect(loadConfig(env).siteUrl).toBe(siteUrl);
  });

  it.each([
    [{}, { smtpUrl: undefined, from: 'K-lama <no-reply@127.0.0.1>' }],
    [
      { SITE_URL: 'https://klama.example', SMTP_URL: 'smtps://u:p@mail.example:465' },
      { smtpUrl: 'smtps://u:p@mail.example:465', from: 'K-lama <no-reply@klama.example>' },
    ],
    [{ MAIL_FROM: 'K-lama <hello@klama.kr>' }, { smtpUrl: undefined, from: 'K-lama <hello@klama.kr>' }],
  ])('sends mail from the site host unless MAIL_FROM says: %o', (env, mail) => {
    expect(loadConfig(env).mail).toEqual(mail);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SEED: 'everything' }, /SEED/],
    [{ DATABASE_URL: 'postgres://localhost/x' }, /JWT_SECRET is required/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL/],
    [{ HEAP_GROWTH_PERCENT: '-5' }, /HEAP_GROWTH_PERCENT/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
  ])('fails fast with one line naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as Error).message.split('\n')).toHaveLength(1);
    }
  });
});

describe('search normalisation', () => {
  it('composes NFD Hangul, folds case, punctuation and spaces', () => {
    expect(normalizeTitle('사랑의 불시착'.normalize('NFD'))).toBe('사랑의 불시착');
    expect(normalizeTitle('  Guardian: The Lonely & Great God!! ')).toBe('guardian the lonely great god');
    expect(compactTitle('Reply 1988')).toBe('reply1988');
    expect(bigrams('불시착')).toEqual(['불시', '시착']);
  });
});

describe('sample catalogue files', () => {
  it('meet the catalogue requirements', () => {
    const c = readCatalogue(catalogueDir);
    expect(c.shows.length).toBeGreaterThanOrEqual(150);
    const years = c.shows.map((s) => Number(s.first_air_date.slice(0, 4)));
    expect(Math.min(...years)).toBeLessThanOrEqual(2002);
    expect(c.shows.some((s) => s.first_air_date > utcDay())).toBe(true);
    expect(c.shows.every((s) => s.cast.length >= 4 && s.keywords.length >= 3)).toBe(true);
    expect(c.shows.some((s) => s.original_work)).toBe(true);
    expect(c.shows.some((s) => s.related_seasons.length)).toBe(true);
    const trending = c.collections.periodic.find((p) => p.key === 'trending-now')!;
    expect(trending.lists.length).toBeGreaterThanOrEqual(2);
    expect(c.collections.periodic.length + c.collections.permanent.length).toBe(6);
    for (const col of [...c.collections.permanent, ...c.collections.periodic.map((p) => ({ shows: p.lists.at(-1)!.shows }))])
      expect(col.shows.length).toBeGreaterThanOrEqual(10);
    expect(c.heroes.length).toBeGreaterThanOrEqual(3);
    const providers = c.taxonomy.providers.map((p) => p.name);
    expect(providers).toEqual(expect.arrayContaining(['Netflix', 'Rakuten Viki', 'Amazon Prime Video', 'Hulu', 'Kocowa', 'OnDemandKorea']));
  });

  it('reports a bad file with its file and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'klama-catalogue-'));
    cpSync(catalogueDir, dir, { recursive: true });
    const file = join(dir, 'shows', '9000001-crash-landing-on-you.json');
    const show = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...show, first_air_date: '14/12/2019' }));
    expect(() => readCatalogue(dir)).toThrow(/shows\/9000001-crash-landing-on-you\.json: first_air_date/);
    writeFileSync(file, JSON.stringify({ ...show, genres: ['Romance', 'Soap'] }));
    expect(() => readCatalogue(dir)).toThrow(/shows\/9000001-crash-landing-on-you\.json: genres\.1: unknown genre "Soap"/);
  });
});
