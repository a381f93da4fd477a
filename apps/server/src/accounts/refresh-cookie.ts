/**
 * The refresh token's transport: an HttpOnly, SameSite=Strict cookie that scripts cannot read, sent only to
 * /api/auth. Its Path is /api/auth, not /api/auth/refresh: logout needs the token too (the web app cannot read it
 * to put it in a body), and /api/auth is the two paths' common prefix. Secure when the request came over https
 * (req.protocol: the socket, or X-Forwarded-Proto behind TRUST_PROXY), so a plain-http install on 127.0.0.1 still
 * keeps its session. The cookie lives as long as the session may (its absolute lifetime).
 *
 * A token in the body is still read, before the cookie: sessions started when the web app kept the token in
 * localStorage move to the cookie with their next refresh. The answer never carries the token in its body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'klama-refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

const attributes = (req: FastifyRequest) => ({
  path: REFRESH_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: req.protocol === 'https',
});

export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  // (the auth group answers no-store: nothing caches an answer that sets this)
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(req), expires: expiresAt });
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, attributes(req));
}

/** The token a refresh or logout presents: a legacy one in the body first, else the cookie's. */
export function presentedRefreshToken(req: FastifyRequest, body: { refreshToken?: string } | null | undefined): string | undefined {
  return body?.refreshToken ?? req.cookies[REFRESH_COOKIE];
}
