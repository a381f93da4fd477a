/**
 * Google ID tokens (from Google Identity Services): signature against Google's JWKS, issuer,
 * audience = GOOGLE_CLIENT_ID, expiry and a verified email. Nothing else from the client is trusted.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  picture: string | null;
  /** when Google issued the token (seconds since 1970; null when the token does not say) */
  issuedAt: number | null;
}
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async (idToken) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'] }));
    } catch (err) {
      // Google's keys could not be fetched: not the user's fault.
      const keysUnavailable = err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError) || err.code === 'ERR_JOSE_GENERIC';
      if (keysUnavailable) throw new HttpError(503, AUTH_MESSAGES.googleUnavailable);
      throw new HttpError(401, AUTH_MESSAGES.googleTokenInvalid);
    }
    if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.email !== 'string')
      throw new HttpError(401, AUTH_MESSAGES.googleTokenInvalid);
    if (payload.email_verified !== true && payload.email_verified !== 'true') throw new HttpError(401, AUTH_MESSAGES.googleEmailUnverified);
    const picture = typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null;
    return { sub: payload.sub, email: payload.email, picture, issuedAt: typeof payload.iat === 'number' ? payload.iat : null };
  };
}
