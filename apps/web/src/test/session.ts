/** Session helpers for account tests: readable fake JWTs and a signed-in store. */
import { useAuthStore } from '../stores/auth';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token whose exp the client can read (the signature is never checked client-side). */
export const fakeJwt = (name: string, expiresInSeconds = 900) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;

/** A signed-in store: the user and an access token in memory (the refresh token is the server's cookie). */
export function signInAs(username = 'minji', tokens: { accessToken?: string | null; legacyRefreshToken?: string } = {}) {
  useAuthStore.setState({
    user: { username, email: `${username}@example.com`, avatar: null },
    accessToken: tokens.accessToken === undefined ? fakeJwt('access-1') : tokens.accessToken,
    legacyRefreshToken: tokens.legacyRefreshToken ?? null,
    isLoading: false,
  });
}

export const signOut = () => useAuthStore.getState().clear();
