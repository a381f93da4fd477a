/** What a session keeps of its device: the network of its address only, and the browser and system by name. */
import { describe, expect, it } from 'vitest';
import { describeUserAgent, storedUserAgent, truncateIp } from '../../src/accounts/devices.js';

describe('truncateIp', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncateIp('127.0.0.1')).toBe('127.0.0.0/24');
    expect(truncateIp('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8::/48');
    expect(truncateIp('::1')).toBe('::/48');
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(truncateIp('::ffff:198.51.100.23')).toBe('198.51.100.0/24');
  });

  it('keeps nothing of what is not an address', () => {
    for (const bad of [undefined, '', 'localhost', '999.1.1.1', '1.2.3.4/8']) expect(truncateIp(bad), String(bad)).toBeNull();
  });
});

describe('describeUserAgent', () => {
  it('names the browser (major version), the system and a phone', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126', os: 'Windows 10', device: null });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Mobile Safari 17', os: 'iOS 17.5', device: 'Apple iPhone' });
  });

  it('says nothing of a missing or unknown agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: null });
    expect(describeUserAgent('curl-like/1')).toEqual({ browser: null, os: null, device: null });
  });

  it('stores at most 512 characters of the header, and nothing for an empty one', () => {
    expect(storedUserAgent('x'.repeat(2000))).toHaveLength(512);
    expect(storedUserAgent('')).toBeNull();
    expect(storedUserAgent(undefined)).toBeNull();
  });
});
