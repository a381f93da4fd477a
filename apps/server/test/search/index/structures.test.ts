// The search index's building blocks, built directly from hand-written keys and titles (no database).
import { describe, expect, it } from 'vitest';
import { codePointsOf, gramKeys, gramKeysOfCodes, pairKey, tripleKey } from '../../../src/search/index/gram-keys.js';
import { adjacentSwaps, oneJamoApart } from '../../../src/search/index/one-edit.js';
import { Postings } from '../../../src/search/index/postings.js';

const BITS = 2 ** 17; // 17 bits per character (gram-keys.ts)
const chars = (text: string) => [...text];

describe('gram keys', () => {
  it('pack 17 bits per character, first character highest', () => {
    expect(pairKey('a', 'b')).toBe(0x61 * BITS + 0x62);
    expect(pairKey('b', 'a')).toBe(0x62 * BITS + 0x61);
    expect(tripleKey('a', 'b', 'c')).toBe((0x61 * BITS + 0x62) * BITS + 0x63);
    expect(tripleKey('도', '깨', '비')).toBe((0xb3c4 * BITS + 0xae68) * BITS + 0xbe44);
  });

  it('keep three of the highest characters apart, exactly (a double holds 51 bits)', () => {
    const top = String.fromCodePoint(0x1ffff);
    const below = String.fromCodePoint(0x1fffe);
    expect(tripleKey(top, top, top)).toBe(2 ** 51 - 1);
    expect(tripleKey(top, top, below)).toBe(2 ** 51 - 2);
    expect(pairKey(top, top)).toBe(2 ** 34 - 1);
  });

  it('fold characters past U+1FFFF onto the lower planes (a collision only adds a candidate)', () => {
    expect(pairKey(String.fromCodePoint(0x20061), 'b')).toBe(pairKey('a', 'b'));
    expect(tripleKey('a', String.fromCodePoint(0x20062), 'c')).toBe(tripleKey('a', 'b', 'c'));
    expect(gramKeysOfCodes([0x20061, 0x62, 0x63], 3)).toEqual([tripleKey('a', 'b', 'c')]);
    expect(gramKeysOfCodes([0x61, 0x20062], 2)).toEqual([pairKey('a', 'b')]);
    expect(gramKeysOfCodes([0x61, 0x62, 0x20063], 3)).toEqual([tripleKey('a', 'b', 'c')]);
  });

  it('gramKeys: the distinct runs of two or three characters, in order of first appearance', () => {
    expect(gramKeys(chars('abab'), 2)).toEqual([pairKey('a', 'b'), pairKey('b', 'a')]);
    expect(gramKeys(chars('abcabc'), 3)).toEqual([tripleKey('a', 'b', 'c'), tripleKey('b', 'c', 'a'), tripleKey('c', 'a', 'b')]);
    expect(gramKeys(chars('aaaa'), 3)).toEqual([tripleKey('a', 'a', 'a')]);
    expect(gramKeys(chars('도깨비'), 2)).toEqual([pairKey('도', '깨'), pairKey('깨', '비')]);
    expect(gramKeys(chars('도깨비'), 3)).toEqual([tripleKey('도', '깨', '비')]);
    expect(gramKeys(chars('ab'), 3)).toEqual([]);
    expect(gramKeys(chars('ab'), 2)).toEqual([pairKey('a', 'b')]);
    expect(gramKeys(chars('a'), 2)).toEqual([]);
    expect(gramKeys([], 2)).toEqual([]);
  });

  it('codePointsOf: one code point per character, astral ones included', () => {
    expect(codePointsOf('ab')).toEqual([0x61, 0x62]);
    expect(codePointsOf('a😀b')).toEqual([0x61, 0x1f600, 0x62]);
    expect(codePointsOf('😀😀')).toEqual([0x1f600, 0x1f600]);
    expect(codePointsOf('\uffffa')).toEqual([0xffff, 0x61]);
    expect(codePointsOf('도깨비')).toEqual([0xb3c4, 0xae68, 0xbe44]);
    expect(codePointsOf('')).toEqual([]);
  });

  it('gramKeysOfCodes gives the keys gramKeys gives for the same characters', () => {
    for (const text of ['abab', 'abcabc', 'a😀b😀c', 'aaaa', 'ab', 'a', '', '사랑의불시착', '\uffffab']) {
      expect(gramKeysOfCodes(codePointsOf(text), 2)).toEqual(gramKeys(chars(text), 2));
      expect(gramKeysOfCodes(codePointsOf(text), 3)).toEqual(gramKeys(chars(text), 3));
    }
    expect(gramKeysOfCodes(codePointsOf('abab'), 2)).toEqual([pairKey('a', 'b'), pairKey('b', 'a')]);
    expect(gramKeysOfCodes(codePointsOf('a😀b'), 3)).toEqual([tripleKey('a', '😀', 'b')]);
  });
});

describe('postings', () => {
  // term 0: keys 7, 3; term 1: none; term 2: 3, 9; term 3: 7, 3, 5
  const keys = [[7, 3], [], [3, 9], [7, 3, 5]];

  it('list the ids of the terms holding a key, ascending', () => {
    const postings = new Postings(keys.length, (id) => keys[id]!);
    expect([...postings.get(3)]).toEqual([0, 2, 3]);
    expect([...postings.get(7)]).toEqual([0, 3]);
    expect([...postings.get(9)]).toEqual([2]);
    expect([...postings.get(5)]).toEqual([3]);
  });

  it('give an empty list for a key no term holds', () => {
    const postings = new Postings(keys.length, (id) => keys[id]!);
    expect([...postings.get(4)]).toEqual([]);
    expect([...new Postings(0, () => []).get(1)]).toEqual([]);
  });

  it('ask each term for its keys once', () => {
    const asked: number[] = [];
    new Postings(keys.length, (id) => (asked.push(id), keys[id]!));
    expect(asked).toEqual([0, 1, 2, 3]);
  });
});

describe('one edit', () => {
  it('adjacentSwaps: each pair of adjacent, different characters swapped', () => {
    expect(adjacentSwaps(chars('gobiln')).map((c) => c.join(''))).toEqual(['ogbiln', 'gboiln', 'goibln', 'goblin', 'gobinl']);
    expect(adjacentSwaps(chars('aab')).map((c) => c.join(''))).toEqual(['aba']);
    expect(adjacentSwaps(chars('ab')).map((c) => c.join(''))).toEqual(['ba']);
    expect(adjacentSwaps(chars('a'))).toEqual([]);
    expect(adjacentSwaps(chars('aaa'))).toEqual([]);
  });

  it('adjacentSwaps leaves the query as it was', () => {
    const query = chars('abc');
    adjacentSwaps(query);
    expect(query).toEqual(['a', 'b', 'c']);
  });

  it('oneJamoApart: one jamo substituted, inserted or deleted in a syllable', () => {
    expect(oneJamoApart('개', '깨')).toBe(true); // ㄱㅐ / ㄲㅐ
    expect(oneJamoApart('하', '화')).toBe(true); // ㅎㅏ / ㅎㅗㅏ
    expect(oneJamoApart('화', '하')).toBe(true);
    expect(oneJamoApart('가', '각')).toBe(true); // ㄱㅏ / ㄱㅏㄱ
    expect(oneJamoApart('각', '가')).toBe(true);
    expect(oneJamoApart('각', '낙')).toBe(true); // ㄱㅏㄱ / ㄴㅏㄱ
    expect(oneJamoApart('각', '간')).toBe(true); // ㄱㅏㄱ / ㄱㅏㄴ
    expect(oneJamoApart('과', '가')).toBe(true); // ㄱㅗㅏ / ㄱㅏ
    expect(oneJamoApart('과', '고')).toBe(true); // ㄱㅗㅏ / ㄱㅗ
  });

  it('oneJamoApart: not the same syllable, and not two jamo or more apart', () => {
    expect(oneJamoApart('가', '가')).toBe(false);
    expect(oneJamoApart('가', '낙')).toBe(false); // ㄱㅏ / ㄴㅏㄱ
    expect(oneJamoApart('각', '낚')).toBe(false); // ㄱㅏㄱ / ㄴㅏㄲ
    expect(oneJamoApart('가', '알')).toBe(false); // ㄱㅏ / ㅇㅏㄹ
    expect(oneJamoApart('하', '훠')).toBe(false); // ㅎㅏ / ㅎㅜㅓ
    expect(oneJamoApart('가', '괅')).toBe(false); // ㄱㅏ / ㄱㅗㅏㄹㄱ
    expect(oneJamoApart('괅', '가')).toBe(false);
    expect(oneJamoApart('가', '곽')).toBe(false); // ㄱㅏ / ㄱㅗㅏㄱ
    expect(oneJamoApart('도', '개')).toBe(false);
    expect(oneJamoApart('과', '각')).toBe(false); // ㄱㅗㅏ / ㄱㅏㄱ
  });
});
