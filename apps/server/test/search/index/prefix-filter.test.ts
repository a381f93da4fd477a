import { describe, expect, it } from 'vitest';
import { TitleWords } from '../../../src/search/index/title-words.js';
import { trigramSet } from '../../../src/search/index/pg-trigrams.js';

/** Every title `forEachSharing` visits for the query, with its count of shared query trigrams. */
function sharing(titles: string[], query: string, least: number): [string, number][] {
  const words = new TitleWords(titles);
  const visited: [string, number][] = [];
  words.withQuery(trigramSet(query), () => words.forEachSharing(least, (t, shared) => visited.push([titles[t]!, shared])));
  return visited;
}

// pg_trgm (show_trgm): 'detectjve' has 10 trigrams; 'the detective' holds 7 of them ("  d", " de", det, ete, tec,
// ect, "ve "), 'a detour' 3 ("  d", " de", det), titles of other words none.
const filler = (n: number) => Array.from({ length: n }, (_, i) => `alpha beta ${'x'.repeat(1 + (i % 7))}`);

describe('titles sharing a query’s trigrams', () => {
  it('finds every title holding enough of them when only a few titles hold the rare ones (listed candidates)', () => {
    const titles = [...filler(100), 'the detective', ...filler(100), 'a detour', 'detective story'];
    expect(sharing(titles, 'detectjve', 3)).toEqual([
      ['the detective', 7],
      ['a detour', 3],
      ['detective story', 7],
    ]);
    expect(sharing(titles, 'detectjve', 4)).toEqual([
      ['the detective', 7],
      ['detective story', 7],
    ]);
  });

  it('gives the same titles, in title order, when most titles hold the query’s trigrams (a scan of all)', () => {
    const titles = [...Array.from({ length: 60 }, (_, i) => `detective ${'y'.repeat(1 + (i % 5))}`), 'a detour', 'alpha beta'];
    const visited = sharing(titles, 'detectjve', 3);
    expect(visited).toHaveLength(61);
    expect(visited.slice(0, 60).every(([title, shared]) => title.startsWith('detective ') && shared === 7)).toBe(true);
    expect(visited.at(-1)).toEqual(['a detour', 3]);
  });

  it('finds them in title order when a fair share of titles hold the rare ones (marked candidates)', () => {
    const titles = Array.from({ length: 420 }, (_, i) => (i % 21 === 5 ? `detective ${i}` : `alpha beta ${i}`));
    titles[300] = 'a detour';
    const visited = sharing(titles, 'detectjve', 3);
    expect(visited).toEqual([
      ...titles.flatMap((title, i) => (i < 300 && title.startsWith('detective ') ? [[title, 7]] : [])),
      ['a detour', 3],
      ...titles.flatMap((title, i) => (i > 300 && title.startsWith('detective ') ? [[title, 7]] : [])),
    ]);
    expect(visited).toHaveLength(21);
  });

  it('does not miss a title that holds only the query’s commonest trigrams, if it holds enough of them', () => {
    // "  d", " de" and det are in every title here; a title with just those three still shares 3
    const titles = [...Array.from({ length: 40 }, (_, i) => `de${'z'.repeat(1 + (i % 9))}t`), ...filler(400), 'det'];
    const visited = sharing(titles, 'detectjve', 3);
    expect(visited).toContainEqual(['det', 3]);
    expect(visited.filter(([t]) => t.startsWith('alpha'))).toEqual([]);
  });
});

describe('titles sharing a query’s trigrams, listed when the rare ones are in few titles', () => {
  // 1,000 other titles make the candidates (about a dozen postings) few enough to be listed, not marked
  const many = filler(1000);
  // title 0 holds only the commonest three; 'jve' holds a rare one ("jve") and "ve ", two in all
  const titles = ['a detour', ...many.slice(0, 500), 'the detective', ...many.slice(500), 'detective story', 'jve'];

  it('visits each title once, in title order, and only those holding enough', () => {
    expect(sharing(titles, 'detectjve', 3)).toEqual([
      ['a detour', 3],
      ['the detective', 7],
      ['detective story', 7],
    ]);
    expect(sharing(titles, 'detectjve', 2)).toEqual([
      ['a detour', 3],
      ['the detective', 7],
      ['detective story', 7],
      ['jve', 2],
    ]);
  });

  it('never counts a title without words as holding the first title’s words', () => {
    const words = new TitleWords(['', '!!', 'detective', 'detective']);
    const visited: number[] = [];
    words.withQuery(trigramSet('detective'), () => {
      words.forEachSharing(1, (t) => visited.push(t));
      expect([0, 1, 2].map((t) => words.wordSimilarity(t))).toEqual([0, 0, 1]);
    });
    expect(visited).toEqual([2, 3]);
    expect(Array.from(words.trigramCount)).toEqual([0, 0, 10, 10]);
  });

  it('counts a long query’s trigrams (more than 32: several mask words) after a short query on the same titles', () => {
    const long = 'the detective who walked in the rain at midnight';
    const words = new TitleWords(['omega', 'beta', 'gamma', 'midnight rain', long]);
    const counts = (query: string, least: number) => {
      const seen: [number, number][] = [];
      words.withQuery(trigramSet(query), () => words.forEachSharing(least, (t, shared) => seen.push([t, shared])));
      return seen;
    };
    expect(counts('gamma', 1)).toEqual([[2, 6]]);
    const all = trigramSet(long).size;
    expect(all).toBeGreaterThan(32);
    expect(counts(long, 1)).toEqual([
      [3, trigramSet('midnight rain').size],
      [4, all],
    ]);
  });
});
