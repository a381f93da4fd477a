/**
 * Signed tokens (HS256). Each kind has its own `typ`, so an access token cannot complete a
 * profile and a sign-up token cannot call the API. Refresh tokens are not JWTs (see sessions.ts).
 */
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'klama';
const AUDIENCE = 'klama-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SIGNUP_TOKEN_TTL_SECONDS = 30 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}
/** What Google told us about a new user, carried until they pick a username. */
export interface SignupClaims {
  googleSub: string;
  email: string;
  picture: string | null;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  signSignup(claims: SignupClaims): Promise<string>;
  verifySignup(token: string): Promise<SignupClaims | null>;
}

export function createTokenService(secret: Uint8Array, now: () => number = Date.now): TokenService {
  const sign = (typ: string, subject: string, ttl: number, claims: Record<string, unknown>) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(secret);
  };
  const verify = async (token: string, typ: string) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(now()),
      });
      return payload.typ === typ && typeof payload.sub === 'string' ? payload : null;
    } catch {
      return null;
    }
  };
  return {
    signAccess: ({ userId, sessionId }) => sign('access', String(userId), ACCESS_TOKEN_TTL_SECONDS, { sid: sessionId }),
    async verifyAccess(token) {
      const p = await verify(token, 'access');
      const userId = Number(p?.sub);
      return p && Number.isSafeInteger(userId) && typeof p.sid === 'string' ? { userId, sessionId: p.sid } : null;
    },
    signSignup: ({ googleSub, email, picture }) => sign('signup', googleSub, SIGNUP_TOKEN_TTL_SECONDS, { email, picture }),
    async verifySignup(token) {
      const p = await verify(token, 'signup');
      if (!p || typeof p.email !== 'string') return null;
      return { googleSub: p.sub!, email: p.email, picture: typeof p.picture === 'string' ? p.picture : null };
    },
  };
}
