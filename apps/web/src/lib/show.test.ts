import { describe, expect, it } from 'vitest';
import { colorForId, displayTitle, imageUrl, isFutureDate, posterOf, formatDate } from './show';

describe('show card rules', () => {
  it('prefers the US poster, then KR, then none', () => {
    expect(posterOf({ US: { path: '/us.jpg' }, KR: { path: '/kr.jpg' } })).toBe('/us.jpg');
    expect(posterOf({ KR: { path: '/kr.jpg' } })).toBe('/kr.jpg');
    expect(posterOf({})).toBeNull();
  });
  it('uses original_name only when the language is kr and it exists', () => {
    expect(displayTitle({ name: 'Squid Game', original_name: '오징어 게임' }, 'kr')).toBe('오징어 게임');
    expect(displayTitle({ name: 'Squid Game', original_name: '오징어 게임' }, 'en')).toBe('Squid Game');
    expect(displayTitle({ name: 'Squid Game', original_name: '' }, 'kr')).toBe('Squid Game');
  });
  it('sizes TMDB paths and keeps absolute URLs', () => {
    expect(imageUrl('/a.jpg', 'w300_and_h450_bestv2')).toBe('https://image.tmdb.org/t/p/w300_and_h450_bestv2/a.jpg');
    expect(imageUrl('https://img.example/kr.jpg', 'w92')).toBe('https://img.example/kr.jpg');
  });
  it('derives a stable colour from the id', () => {
    expect(colorForId(9000225)).toEqual(colorForId(9000225));
    expect(colorForId(1).background).not.toBe(colorForId(2).background);
  });
  it('knows a future first air date', () => {
    const today = new Date(2025, 5, 15);
    expect(isFutureDate('2025-06-16', today)).toBe(true);
    expect(isFutureDate('2025-06-15', today)).toBe(false);
    expect(isFutureDate(null, today)).toBe(false);
  });
});

describe('dates', () => {
  it('writes a date out in English by default and in Korean order with 년/월/일', () => {
    expect(formatDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatDate('2019-12-14', 'kr')).toBe('2019년 12월 14일');
  });
});
