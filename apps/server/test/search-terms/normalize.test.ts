import { describe, expect, it } from 'vitest';
import { bigrams, compactTitle, normalizeTitle } from '../../src/search-terms/normalize.js';

describe('title normalisation', () => {
  it('lower-cases, folds every run of non-letters to one space and trims', () => {
    expect(normalizeTitle('  Crash—Landing,  on YOU!! ')).toBe('crash landing on you');
    expect(normalizeTitle("It's Okay to Not Be Okay")).toBe('it s okay to not be okay');
    expect(normalizeTitle('D.P.')).toBe('d p');
    expect(normalizeTitle('Reply 1988')).toBe('reply 1988');
    expect(normalizeTitle('!!!')).toBe('');
  });

  it('composes NFD Hangul and folds compatibility forms (NFKC)', () => {
    expect(normalizeTitle('사랑의 불시착'.normalize('NFD'))).toBe('사랑의 불시착');
    expect(normalizeTitle('ＳＫＹ　Ｃａｓｔｌｅ')).toBe('sky castle');
    expect(normalizeTitle('쓸쓸하고 찬란하神 – 도깨비')).toBe('쓸쓸하고 찬란하神 도깨비');
  });

  it('compact titles drop the spaces', () => {
    expect(compactTitle(' 사랑의  불시착 ')).toBe('사랑의불시착');
    expect(compactTitle('Squid Game 2')).toBe('squidgame2');
  });

  it('bigrams are the distinct adjacent pairs of code points', () => {
    expect(bigrams('abab')).toEqual(['ab', 'ba']);
    expect(bigrams('불시착')).toEqual(['불시', '시착']);
    expect(bigrams('a😀b')).toEqual(['a😀', '😀b']);
    expect(bigrams('ab')).toEqual(['ab']);
    expect(bigrams('a')).toEqual([]);
    expect(bigrams('')).toEqual([]);
  });
});
