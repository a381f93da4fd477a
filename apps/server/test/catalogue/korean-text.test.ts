/**
 * ko.json, the sample catalogue's Korean text: the mini catalogue's file read back as written, every gap or
 * leftover named by its show file, id or keyword, the schema's rules for the text itself, and the real
 * data/catalogue/ko.json complete for the real shows.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueDir } from '../../src/paths.js';
import { CatalogueError, readCatalogue } from '../../src/sample-catalogue/read-catalogue.js';
import { readKoreanText } from '../../src/sample-catalogue/korean-text.js';
import { miniCatalogue, writeCatalogueDir, type MiniCatalogue } from './mini-catalogue.js';

/** The problems readKoreanText reports for the mini catalogue after `change`. */
function problemsOf(change: (c: MiniCatalogue) => void, after?: (dir: string) => void): string[] {
  const c = miniCatalogue();
  change(c);
  const dir = writeCatalogueDir(c);
  after?.(dir);
  try {
    readKoreanText(dir, readCatalogue(dir));
  } catch (e) {
    expect(e).toBeInstanceOf(CatalogueError);
    return (e as CatalogueError).problems;
  }
  return expect.fail('ko.json was accepted');
}

describe('the sample catalogue’s Korean text (ko.json)', () => {
  it('reads the file as written when every show and every keyword used has its Korean text', () => {
    const c = miniCatalogue();
    const dir = writeCatalogueDir(c);
    expect(readKoreanText(dir, readCatalogue(dir))).toEqual(c.korean);
  });

  it('names the show file of every show without a Korean overview', () => {
    expect(
      problemsOf((c) => {
        delete c.korean.shows['9000003'];
        delete c.korean.shows['9000006'];
      }),
    ).toEqual([
      'shows/9000003-paper-moon.json: no Korean overview (add "9000003" to ko.json shows)',
      'shows/9000006-lone-star.json: no Korean overview (add "9000006" to ko.json shows)',
    ]);
  });

  it('names every id in ko.json that is no show', () => {
    expect(
      problemsOf((c) => {
        c.korean.shows['9000099'] = { overview: '어느 목록에도 없는 드라마의 줄거리가 여기에 남아 있다.' };
      }),
    ).toEqual(['ko.json: shows.9000099: no show 9000099']);
  });

  it('names every keyword a show uses that has no Korean name, with the first show file that uses it', () => {
    expect(
      problemsOf((c) => {
        delete c.korean.keywords['friendship'];
        delete c.korean.keywords['sequel'];
      }),
    ).toEqual([
      'ko.json: keywords: no Korean name for "friendship" (used by shows/9000001-moonlit-ward-season-2.json)',
      'ko.json: keywords: no Korean name for "sequel" (used by shows/9000004-paper-moon-encore.json)',
    ]);
  });

  it('names every keyword listed that no show uses, and follows the shows when a keyword goes', () => {
    expect(
      problemsOf((c) => {
        c.korean.keywords['time travel'] = '타임슬립';
      }),
    ).toEqual(['ko.json: keywords.time travel: no show uses "time travel"']);
    // Paper Moon: Encore was the only show with "sequel": its Korean name is left over
    expect(
      problemsOf((c) => {
        c.shows['9000004-paper-moon-encore.json']!.keywords = ['based on webtoon', 'revenge', 'first love'];
      }),
    ).toEqual(['ko.json: keywords.sequel: no show uses "sequel"']);
  });

  it('refuses an overview without Hangul, shorter than 20 or longer than 600 characters, or with spaces around it', () => {
    expect(
      problemsOf((c) => {
        c.korean.shows['9000001']!.overview = 'The doctors of the night ward return for a second year.';
        c.korean.shows['9000002']!.overview = '야간 병동 이야기.';
        c.korean.shows['9000003']!.overview = '가'.repeat(601);
        c.korean.shows['9000004']!.overview = ' 은행원의 이야기가 다시 시작되고, 빌린 돈의 주인들이 찾아온다.';
      }),
    ).toEqual([
      'ko.json: shows.9000001.overview: must be Korean (Hangul)',
      'ko.json: shows.9000002.overview: must be at least 20 characters',
      'ko.json: shows.9000003.overview: must be at most 600 characters',
      'ko.json: shows.9000004.overview: must not start or end with spaces',
    ]);
    const c = miniCatalogue();
    c.korean.shows['9000003']!.overview = '가'.repeat(600);
    c.korean.shows['9000002']!.overview = '가'.repeat(20);
    const dir = writeCatalogueDir(c);
    expect(readKoreanText(dir, readCatalogue(dir)).shows['9000003']!.overview).toHaveLength(600);
  });

  it('takes a keyword name in Hangul or as a proper name or acronym, never an English word left untranslated', () => {
    expect(
      problemsOf((c) => {
        c.korean.keywords['doctor'] = 'doctor';
        c.korean.keywords['hospital'] = '';
        c.korean.keywords['revenge'] = '복수 ';
      }),
    ).toEqual([
      'ko.json: keywords.doctor: must be Hangul or a proper name',
      'ko.json: keywords.hospital: must be Hangul or a proper name',
      'ko.json: keywords.revenge: must not start or end with spaces',
    ]);
    const c = miniCatalogue();
    c.korean.keywords['sequel'] = 'SF';
    c.korean.keywords['revenge'] = 'K-Revenge';
    const dir = writeCatalogueDir(c);
    expect(readKoreanText(dir, readCatalogue(dir)).keywords).toMatchObject({ sequel: 'SF', revenge: 'K-Revenge' });
  });

  it('refuses keys that are not show ids or lower-case keywords, and fields it does not know', () => {
    expect(
      problemsOf((c) => {
        (c.korean.shows as Record<string, unknown>)['paper-moon'] = { overview: '한 은행원이 고객들의 돈을 자신에게 빌려주기 시작한다.' };
        c.korean.keywords['First Love'] = '첫사랑';
        (c.korean.shows['9000001'] as Record<string, unknown>)['tagline'] = '다시 돌아온 야간 병동';
      }),
    ).toEqual([
      expect.stringMatching(/^ko\.json: shows\.9000001: .*tagline/),
      'ko.json: shows.paper-moon: must be a show id',
      'ko.json: keywords.First Love: must be lower-case',
    ]);
  });

  it('reports a missing or broken file, naming it', () => {
    expect(
      problemsOf(
        () => undefined,
        (dir) => rmSync(join(dir, 'ko.json')),
      ),
    ).toEqual([expect.stringMatching(/^ko\.json: ENOENT: no such file or directory/)]);
    expect(
      problemsOf(
        () => undefined,
        (dir) => writeFileSync(join(dir, 'ko.json'), '{"shows": {'),
      ),
    ).toEqual([expect.stringMatching(/^ko\.json: .*JSON/)]);
  });

  it('is complete for the real sample catalogue: a Korean overview for each show file, a Korean name for each keyword', () => {
    const c = readCatalogue(catalogueDir);
    const text = readKoreanText(catalogueDir, c);
    const showFiles = readdirSync(join(catalogueDir, 'shows')).filter((f) => f.endsWith('.json'));
    expect(Object.keys(text.shows)).toHaveLength(showFiles.length);
    expect(Object.keys(text.keywords)).toHaveLength(new Set(c.shows.flatMap((s) => s.keywords)).size);
    expect(text.shows['9000001']!.overview).toContain('윤세리');
    expect(text.keywords).toMatchObject({ 'time travel': '타임슬립', chaebol: '재벌', 'north korea': '북한' });
  });
});
