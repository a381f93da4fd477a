/**
 * Double-submit XSRF protection. The server hands out a random XSRF-TOKEN cookie (readable by our
 * scripts, not httpOnly); a state-changing /api request that carries the cookie must echo it in
 * X-XSRF-TOKEN. Another site can make the browser send the cookie but cannot read it to set the
 * header. Requests without the cookie (API clients with bearer tokens) are not cookie-borne, so
 * they pass, unless they carry the refresh cookie (refresh-cookie.ts): that one is a credential, so
 * its requests always need the XSRF pair, even from a browser that has lost its XSRF-TOKEN cookie
 * (a session cookie) while keeping the longer-lived refresh cookie; the refusal hands it a new one.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { AUTH_MESSAGES } from '@klama/contract';
import { errorBody } from '../plugins/errors.js';
import { REFRESH_COOKIE } from './refresh-cookie.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const isApi = (req: FastifyRequest) => req.url === '/api' || req.url.startsWith('/api/');

export async function registerXsrf(app: FastifyInstance) {
  await app.register(cookie);

  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE_METHODS.has(req.method) || !isApi(req)) return;
    const cookieToken = req.cookies[XSRF_COOKIE];
    if (cookieToken === undefined && req.cookies[REFRESH_COOKIE] === undefined) return;
    const header = req.headers[XSRF_HEADER];
    if (cookieToken === undefined || typeof header !== 'string' || !sameToken(header, cookieToken))
      return reply.code(403).send(errorBody(403, AUTH_MESSAGES.xsrfMismatch));
  });

  // Publicly cacheable responses never carry a cookie (a shared cache would hand it to everyone).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.cookies[XSRF_COOKIE]) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/\bpublic\b/.test(cacheControl) || reply.statusCode === 304) return payload;
    reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      secure: req.protocol === 'https',
      httpOnly: false,
    });
    return payload;
  });
}
