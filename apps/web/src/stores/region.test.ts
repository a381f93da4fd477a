import { describe, expect, it } from 'vitest';
import { regionOfRequest } from './region';

describe('the region a request names (server rendering)', () => {
  it('is the region cookie when it is a region code', () => {
    expect(regionOfRequest('language=kr; region=JP', 'en-US')).toBe('JP');
    expect(regionOfRequest('region=gb', undefined)).toBe('GB');
  });

  it("is otherwise the Accept-Language's: its first region, else the country of a language spoken mainly in one, else US", () => {
    expect(regionOfRequest('region=XK', 'en-GB,en;q=0.9')).toBe('GB');
    expect(regionOfRequest(undefined, 'fr-CA,fr;q=0.8')).toBe('CA');
    expect(regionOfRequest(undefined, 'ko,en;q=0.5')).toBe('KR');
    expect(regionOfRequest(undefined, 'ja')).toBe('JP');
    expect(regionOfRequest(undefined, 'zh-Hant-TW')).toBe('TW');
    expect(regionOfRequest(undefined, 'es')).toBe('US');
    expect(regionOfRequest(undefined, '')).toBe('US');
    expect(regionOfRequest('region=', undefined)).toBe('US');
  });
});
