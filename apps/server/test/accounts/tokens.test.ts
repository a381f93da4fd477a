/** Signed access and sign-up tokens: what they carry, how long they live, and every reason one is refused. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, SIGNUP_TOKEN_TTL_SECONDS, createTokenService } from '../../src/accounts/tokens.js';

const secret = new TextEncoder().encode('s'.repeat(40));
const T0 = Date.parse('2026-11-21T10:00:00Z');
/** a token service whose clock reads `seconds` after T0 */
const at = (seconds: number) => createTokenService(secret, () => T0 + seconds * 1000);
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** a token signed with our secret but claims of the test's choosing */
const forge = (claims: Record<string, unknown>, options: { alg?: string; iss?: string; aud?: string; exp?: number } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(options.iss ?? 'klama')
    .setAudience(options.aud ?? 'klama-api')
    .setIssuedAt(Math.floor(T0 / 1000))
    .setExpirationTime(options.exp ?? Math.floor(T0 / 1000) + 60)
    .sign(secret);

describe('access tokens', () => {
  it('carry the user and session, typed, issued by klama for its API, for 15 minutes', async () => {
    const token = await at(0).signAccess({ userId: 7, sessionId: 'sess-1' });
    expect(claimsOf(token)).toEqual({
      typ: 'access',
      sid: 'sess-1',
      sub: '7',
      iss: 'klama',
      aud: 'klama-api',
      iat: T0 / 1000,
      exp: T0 / 1000 + 15 * 60,
    });
    // a standard JWT header: HMAC-SHA256, typed JWT
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
    expect(await at(0).verifyAccess(token)).toEqual({ userId: 7, sessionId: 'sess-1' });
    expect(await at(15 * 60 - 1).verifyAccess(token)).toEqual({ userId: 7, sessionId: 'sess-1' });
    expect(await at(15 * 60).verifyAccess(token)).toBeNull();
  });

  it('are refused when signed with another key, algorithm, issuer or audience', async () => {
    const other = await createTokenService(new TextEncoder().encode('o'.repeat(40)), () => T0).signAccess({ userId: 7, sessionId: 's' });
    expect(await at(0).verifyAccess(other)).toBeNull();
    const claims = { typ: 'access', sid: 's', sub: '7' };
    expect(await at(0).verifyAccess(await forge(claims))).toEqual({ userId: 7, sessionId: 's' }); // the control
    expect(await at(0).verifyAccess(await forge(claims, { alg: 'HS512' }))).toBeNull();
    expect(await at(0).verifyAccess(await forge(claims, { iss: 'someone' }))).toBeNull();
    expect(await at(0).verifyAccess(await forge(claims, { aud: 'other-api' }))).toBeNull();
    expect(await at(0).verifyAccess('not.a.token')).toBeNull();
  });

  it('are refused without a numeric subject, a session id or the access type', async () => {
    const check = async (claims: Record<string, unknown>) => at(0).verifyAccess(await forge(claims));
    expect(await check({ typ: 'access', sid: 's' })).toBeNull();
    expect(await check({ typ: 'access', sid: 's', sub: 'alice' })).toBeNull();
    expect(await check({ typ: 'access', sid: 's', sub: '9007199254740993' })).toBeNull();
    expect(await check({ typ: 'access', sub: '7' })).toBeNull();
    expect(await check({ typ: 'access', sub: '7', sid: 5 })).toBeNull();
    expect(await check({ typ: 'signup', sub: '7', sid: 's' })).toBeNull();
    expect(await check({ sub: '7', sid: 's' })).toBeNull();
  });
});

describe('sign-up tokens', () => {
  const pending = { googleSub: 'g-123', email: 'new@x.io', picture: 'https://lh3.googleusercontent.com/a.jpg' };

  it('carry what Google said for 30 minutes, and only complete a profile', async () => {
    const token = await at(0).signSignup(pending);
    expect(claimsOf(token)).toMatchObject({ typ: 'signup', sub: 'g-123', email: 'new@x.io', exp: T0 / 1000 + 30 * 60 });
    expect(SIGNUP_TOKEN_TTL_SECONDS).toBe(30 * 60);
    expect(await at(30 * 60 - 1).verifySignup(token)).toEqual(pending);
    expect(await at(30 * 60).verifySignup(token)).toBeNull();
    expect(await at(0).verifyAccess(token)).toBeNull();
    expect(await at(0).verifySignup(await at(0).signAccess({ userId: 1, sessionId: 's' }))).toBeNull();
  });

  it('keep a missing picture missing and refuse a token without an email', async () => {
    expect(await at(0).verifySignup(await at(0).signSignup({ ...pending, picture: null }))).toEqual({ ...pending, picture: null });
    expect(await at(0).verifySignup(await forge({ typ: 'signup', sub: 'g', email: 'a@b.io', picture: 5 }))).toEqual({
      googleSub: 'g',
      email: 'a@b.io',
      picture: null,
    });
    expect(await at(0).verifySignup(await forge({ typ: 'signup', sub: 'g' }))).toBeNull();
    expect(await at(0).verifySignup(await forge({ typ: 'signup', sub: 'g', email: 1 }))).toBeNull();
    expect(await at(0).verifySignup(await forge({ typ: 'signup', email: 'a@b.io' }))).toBeNull();
  });
});
