import { describe, expect, it } from 'vitest';
import { pageAddress } from './AppRoutes';
import { parseRouteId, parseRouteYear } from './route-ids';

describe('ids in addresses', () => {
  it('takes a positive 32-bit integer written plainly, and nothing else', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '012', '-1', '1.5', '1e3', 'abc', ' 1', '2147483648', '99999999999999999999'])
      expect(parseRouteId(bad), String(bad)).toBeNull();
  });

  it('takes a year from 1900 to 2100, four digits', () => {
    expect(parseRouteYear('2020')).toBe(2020);
    for (const bad of [undefined, '1899', '2101', '20', '02020', 'abcd']) expect(parseRouteYear(bad), String(bad)).toBeNull();
  });
});

describe('the address a rendered page is kept under', () => {
  it('keeps only the parameters its screen reads, sorted', () => {
    expect(pageAddress('/genre/romance/1?z=1&utm_source=x')).toBe('/genre/romance/1');
    expect(pageAddress('/details/9000001?fbclid=abc')).toBe('/details/9000001');
    expect(pageAddress('/discover?z=1&provider=8&genre=1&page=2')).toBe('/discover?genre=1&page=2&provider=8');
    expect(pageAddress('/search?q=love&page=2&utm_medium=y')).toBe('/search?page=2&q=love');
    expect(pageAddress('/lists/7?page=3&sort=x')).toBe('/lists/7?page=3');
    expect(pageAddress('/lists/7?sort=community_desc&page=3&utm_source=x')).toBe('/lists/7?page=3&sort=community_desc');
    expect(pageAddress('/')).toBe('/');
  });
});
