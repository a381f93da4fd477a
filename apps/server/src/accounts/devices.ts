/**
 * What a session shows of its device: the browser and system parsed from the User-Agent (ua-parser-js), and the
 * network of its address. The address is truncated before it is stored (IPv4 to its /24, IPv6 to its /48; an
 * IPv4-mapped IPv6 address counts as IPv4), so the exact address of a device is never kept.
 */
import ipaddr from 'ipaddr.js';
import { UAParser } from 'ua-parser-js';
import type { SessionDevice } from '@klama/contract';

/** The longest User-Agent kept (real ones are some 150 characters; the header can be far longer). */
export const USER_AGENT_MAX = 512;

export function truncateIp(address: string | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') {
    const [a, b, c] = (ip as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString()}/48`;
}

export const storedUserAgent = (header: string | undefined): string | null => header?.slice(0, USER_AGENT_MAX) || null;

const named = (name: string | undefined, version: string | undefined) => (name ? (version ? `${name} ${version}` : name) : null);

export function describeUserAgent(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null, device: null };
  const ua = new UAParser(userAgent).getResult();
  const major = ua.browser.version?.split('.')[0];
  return {
    browser: named(ua.browser.name, major),
    os: named(ua.os.name, ua.os.version),
    device: [ua.device.vendor, ua.device.model].filter(Boolean).join(' ') || null,
  };
}
