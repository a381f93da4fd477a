// pg_trgm's measures in memory (pg-trigrams.ts) and per title (title-words.ts), against what PostgreSQL's pg_trgm
// gives for the same strings (pg-trgm-values.ts).
import { describe, expect, it } from 'vitest';
import { tripleKey } from '../../../src/search/index/gram-keys.js';
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  similarityOf,
  trigramSequence,
  trigramSet,
  trigramWords,
  wordSimilarity,
  wordTrigrams,
} from '../../../src/search/index/pg-trigrams.js';
import { TitleWords } from '../../../src/search/index/title-words.js';
import { PG_PAIRS, PG_TITLE_SCORES, TITLES } from './pg-trgm-values.js';

const t = (s: string) => tripleKey(s[0]!, s[1]!, s[2]!);
const sharedCount = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].filter((x) => b.has(x)).length;

describe('pg_trgm words and trigrams', () => {
  it('words are the runs of letters and digits, lower-cased', () => {
    expect(trigramWords('Crash—Landing, on YOU!! 1988')).toEqual(['crash', 'landing', 'on', 'you', '1988']);
    expect(trigramWords('쓸쓸하고 찬란하神 – 도깨비')).toEqual(['쓸쓸하고', '찬란하神', '도깨비']);
    expect(trigramWords('!!! ...')).toEqual([]);
    expect(trigramWords('')).toEqual([]);
  });

  it("a word's trigrams: padded with two spaces in front and one behind, in order", () => {
    expect(wordTrigrams('word')).toEqual([t('  w'), t(' wo'), t('wor'), t('ord'), t('rd ')]);
    expect(wordTrigrams('a')).toEqual([t('  a'), t(' a ')]);
    expect(wordTrigrams('도깨비')).toEqual([t('  도'), t(' 도깨'), t('도깨비'), t('깨비 ')]);
  });

  it("a text's trigram sequence keeps repeats; its set is show_trgm's", () => {
    expect(trigramSequence('ab, AB')).toEqual([t('  a'), t(' ab'), t('ab '), t('  a'), t(' ab'), t('ab ')]);
    // show_trgm('abab abab') = {"  a"," ab","ab ",aba,bab}; show_trgm('aaaa') = {"  a"," aa","aa ",aaa}
    expect(trigramSet('abab abab')).toEqual(new Set([t('  a'), t(' ab'), t('aba'), t('bab'), t('ab ')]));
    expect(trigramSet('aaaa')).toEqual(new Set([t('  a'), t(' aa'), t('aaa'), t('aa ')]));
    // show_trgm('Crash—Landing, on YOU!! 1988') has 26 trigrams, among them "  1", " 19", 198, 988, "88 "
    const set = trigramSet('Crash—Landing, on YOU!! 1988');
    expect(set.size).toBe(26);
    for (const g of ['  1', ' 19', '198', '988', '88 ', '  c', 'sh ', 'ou ']) expect(set.has(t(g))).toBe(true);
  });

  it.each(PG_PAIRS)('%j and %j: the trigram counts of show_trgm', (query, text, _sim, _wsim, querySize, textSize, shared) => {
    expect(trigramSet(query).size).toBe(querySize);
    expect(trigramSet(text).size).toBe(textSize);
    expect(sharedCount(trigramSet(query), trigramSet(text))).toBe(shared);
  });

  it.each(PG_PAIRS)('similarity(%j, %j) as pg_trgm gives it', (query, text, sim, wsim) => {
    const q = trigramSet(query);
    const s = trigramSet(text);
    expect(similarityOf(sharedCount(q, s), s.size, q.size)).toBe(sim);
    expect(similarityOf(sharedCount(q, s), q.size, s.size)).toBe(sim);
    expect(wordSimilarity(q, trigramSequence(text))).toBe(wsim);
  });

  it('pass or fail the % and <% operators as pg_trgm does', () => {
    // gobline % 'the goblin king' (0.333) and <% (0.75); 'goblin' only <% 'the goblin king of the north' (0.28, 1);
    // 'gobiln' neither with 'goblin' (0.273, 0.429); 'love star' only % 'my love from the star' (0.455, 0.526)
    const passes = (query: string, text: string) => {
      const [, , sim, wsim] = PG_PAIRS.find(([q, x]) => q === query && x === text)!;
      return [sim >= SIMILARITY_THRESHOLD, wsim >= WORD_SIMILARITY_THRESHOLD];
    };
    expect(passes('gobline', 'the goblin king')).toEqual([true, true]);
    expect(passes('goblin', 'the goblin king of the north')).toEqual([false, true]);
    expect(passes('gobiln', 'goblin')).toEqual([false, false]);
    expect(passes('love star', 'my love from the star')).toEqual([true, false]);
    expect(passes('가을동하', '가을동화')).toEqual([true, true]); // word similarity exactly float4(0.6)
  });

  it("similarity is 0 when either side has no trigram (pg_trgm: similarity('', '') = 0)", () => {
    expect(similarityOf(0, 0, 0)).toBe(0);
    expect(similarityOf(0, 0, 3)).toBe(0);
    expect(similarityOf(0, 3, 0)).toBe(0);
    expect(similarityOf(3, 3, 3)).toBe(1);
    expect(wordSimilarity(new Set(), trigramSequence('abc'))).toBe(0);
    expect(wordSimilarity(trigramSet('abc'), [])).toBe(0);
  });
});

describe('title words', () => {
  const titles = TITLES.map(([title]) => title);
  const queries = Object.keys(PG_TITLE_SCORES);

  it("count each title's distinct trigrams as show_trgm does", () => {
    expect([...new TitleWords(titles).trigramCount]).toEqual(TITLES.map(([, n]) => n));
    expect([...new TitleWords(['love love love', 'love', 'lovely love']).trigramCount]).toEqual([5, 5, 8]);
    expect([...new TitleWords([]).trigramCount]).toEqual([]);
  });

  it('find the titles sharing trigrams with a query, and how many, one query after another', () => {
    const words = new TitleWords(titles);
    // the long query (50 trigrams, two 32-bit chunks) in the middle: masks left behind would show in the next
    for (const query of [...queries, ...queries.slice().reverse()]) {
      const expected = PG_TITLE_SCORES[query]!;
      const seen: [number, number][] = [];
      words.withQuery(trigramSet(query), () => words.forEachSharing(1, (title, shared) => seen.push([title, shared])));
      expect(seen, query).toEqual(expected.map(([title, shared]) => [title, shared]));
    }
  });

  it('visit only the titles sharing at least the given number', () => {
    const words = new TitleWords(titles);
    for (const query of queries)
      for (const least of [2, 5, 8, 11, 21, 24, 25]) {
        const seen: [number, number][] = [];
        words.withQuery(trigramSet(query), () => words.forEachSharing(least, (title, shared) => seen.push([title, shared])));
        const expected = PG_TITLE_SCORES[query]!.filter(([, shared]) => shared >= least);
        expect(seen, `${query} ${least}`).toEqual(expected.map(([title, shared]) => [title, shared]));
      }
  });

  it('visit every title when asked for titles sharing at least none', () => {
    const words = new TitleWords(titles);
    const seen: number[] = [];
    words.withQuery(trigramSet('love'), () => words.forEachSharing(0, (title) => seen.push(title)));
    expect(seen).toEqual([...titles.keys()]);
  });

  it("give each title's word similarity with the query as pg_trgm does", () => {
    const words = new TitleWords(titles);
    for (const order of [titles.keys(), [...titles.keys()].reverse()])
      for (const title of order)
        for (const query of queries) {
          const row = PG_TITLE_SCORES[query]!.find(([i]) => i === title);
          const score = words.withQuery(trigramSet(query), () => words.wordSimilarity(title));
          expect(score, `${query} / ${titles[title]}`).toBe(row ? row[3] : 0);
        }
  });

  it('share one word-similarity computation per run of words within a query, never a wrong one', () => {
    const words = new TitleWords(titles);
    for (const query of queries) {
      const expected = titles.map((_, title) => PG_TITLE_SCORES[query]!.find(([i]) => i === title)?.[3] ?? 0);
      expect(
        words.withQuery(trigramSet(query), () => titles.map((_, title) => words.wordSimilarity(title))),
        query,
      ).toEqual(expected);
      expect(
        words.withQuery(trigramSet(query), () => [...titles.keys()].reverse().map((title) => words.wordSimilarity(title))),
        query,
      ).toEqual(expected.slice().reverse());
    }
  });

  it('never share a computation between different runs of words', () => {
    // word ids follow first appearance: bravo 1, delta 3, mike 12, xray 23, so the runs "1 23" and "12 3" differ
    // only by where the space falls. word_similarity('bravo xray mike delt', …) from pg_trgm.
    const nato =
      'alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray';
    const words = new TitleWords([nato, 'bravo xray', 'mike delta']);
    const scores = words.withQuery(trigramSet('bravo xray mike delt'), () => [0, 1, 2].map((title) => words.wordSimilarity(title)));
    expect(scores).toEqual([0.3448275923728943, 0.523809552192688, 0.4285714328289032]);
  });

  it('answer only inside withQuery, and clear the query even when the caller throws', () => {
    const words = new TitleWords(titles);
    expect(() => words.wordSimilarity(0)).toThrow(/no query set/);
    expect(() => words.forEachSharing(1, () => {})).toThrow(/no query set/);
    expect(() =>
      words.withQuery(trigramSet('love'), () => {
        throw new Error('caller failed');
      }),
    ).toThrow('caller failed');
    expect(() => words.wordSimilarity(0)).toThrow(/no query set/);
    const seen: number[] = [];
    words.withQuery(trigramSet('squid gane'), () => words.forEachSharing(2, (title) => seen.push(title)));
    expect(seen).toEqual([6, 7]);
    expect(words.withQuery(trigramSet('squid gane'), () => words.wordSimilarity(3))).toBe(0);
  });
});
