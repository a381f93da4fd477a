/**
 * No server-side request forgery through push endpoints (ARCHITECTURE 9.3): the server posts to whatever address a
 * fan subscribes with, so an endpoint must be https: and every address its host resolves to must be public
 * (unicast): not this machine, a private, link-local (cloud metadata), carrier-grade NAT, multicast or reserved
 * range. `allowLoopback` (PUSH_ALLOW_LOOPBACK) lets 127.0.0.1, ::1 and localhost through, for a test push service.
 * Checked when a subscription is made and again before each send (a name may resolve elsewhere by then).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** `unresolved`: the name did not resolve now (refused when subscribing; a send is retried later, not dropped). */
export type EndpointVerdict = 'ok' | 'notHttps' | 'notPublic' | 'unresolved';

function publicAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address); // an IPv4-mapped IPv6 address is judged as the IPv4 one
  if (allowLoopback && ip.range() === 'loopback') return true;
  return ip.range() === 'unicast';
}

export async function checkPushEndpoint(endpoint: string, allowLoopback: boolean): Promise<EndpointVerdict> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'notHttps';
  }
  if (url.protocol !== 'https:') return 'notHttps';
  if (url.username || url.password) return 'notPublic';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return publicAddress(host, allowLoopback) ? 'ok' : 'notPublic';
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return allowLoopback ? 'ok' : 'notPublic';
  let addresses: { address: string }[];
  try {
    addresses = await lookup(name, { all: true, verbatim: true });
  } catch {
    return 'unresolved';
  }
  if (!addresses.length) return 'unresolved';
  return addresses.every((a) => publicAddress(a.address, allowLoopback)) ? 'ok' : 'notPublic';
}
