/**
 * Authenticated calls (spec §4, §7): a bearer access token, one single-flight refresh on 401 and one retry,
 * and the end of the session when the refresh token is refused.
 *
 * The access token is kept in memory only; the refresh token is in an HttpOnly cookie the browser sends to
 * /api/auth, so a reload (or another tab) gets its access token from POST auth/refresh. Refresh tokens rotate and
 * a reused one revokes its whole family on the server, so two refreshes with the same cookie would log the user
 * out: every caller shares one in-flight refresh, and across tabs a Web Lock makes a second tab wait for the
 * first one's (the browser then sends the rotated cookie).
 */
import { addressInLanguage, languageOfPath, type AccessTokenResponse } from '@klama/contract';
import { hasSession, useAuthStore } from '../stores/auth';
import { paths } from './paths';
import { ApiError, send, type Auth, type RequestOptions } from './http';
import type { Endpoint } from './paths';
import { withConfirmation } from './step-up';

/** Refresh a little before expiry so a request does not leave with a token that dies on the way. */
const EXPIRY_MARGIN_MS = 10_000;

/** Seconds-since-epoch expiry of a JWT, or null when it cannot be read (a corrupted token). */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

const isFresh = (token: string) => {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 - Date.now() > EXPIRY_MARGIN_MS;
};

// ---- session end ----------------------------------------------------------------------------------
type SessionExpiredHandler = () => void;
/** The login page in the page's language (a Korean page's is /ko/login). */
const toLogin = () => window.location.assign(addressInLanguage(languageOfPath(window.location.pathname), '/login'));
let onSessionExpired: SessionExpiredHandler = toLogin;

/** The app registers a router-aware handler (go to /login remembering the origin). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  onSessionExpired = handler;
  return () => {
    if (onSessionExpired === handler) onSessionExpired = toLogin;
  };
}

export class SessionExpiredError extends ApiError {
  constructor() {
    super('Your session has expired. Please log in again.', 401);
    this.name = 'SessionExpiredError';
  }
}

/** `quietly`: the session found gone when the page was opened; the visitor stays where they are, signed out. */
function endSession(quietly = false): never {
  const { user, accessToken, clear } = useAuthStore.getState();
  clear();
  // parallel callers all end here; only the first one still had a session to leave
  if ((user || accessToken) && !quietly) onSessionExpired();
  throw new SessionExpiredError();
}

// ---- single-flight refresh ------------------------------------------------------------------------
let inFlight: Promise<string> | null = null;

/** Resolves with a new access token; every concurrent caller shares one POST auth/refresh. */
export function refreshAccessToken(staleToken: string | null, { quietly = false } = {}): Promise<string> {
  inFlight ??= withRefreshLock(() => refreshUnlessDone(staleToken, quietly)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * A page opened with a stored user but no access token (a reload, a new tab, a session of the localStorage days):
 * the refresh cookie (or the legacy token, moved to the cookie now) gets one. A session that has ended meanwhile
 * just signs the visitor out; screens that need one send them to /login themselves (RequireSession).
 */
export async function restoreSession(): Promise<void> {
  const { user, accessToken } = useAuthStore.getState();
  if (!user || accessToken) return;
  await refreshAccessToken(null, { quietly: true }).catch(() => undefined);
}

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('klama-auth-refresh', fn) : fn();
}

async function refreshUnlessDone(staleToken: string | null, quietly: boolean): Promise<string> {
  // another tab may have signed out, or spent the legacy token, while this one waited for the lock
  await useAuthStore.persist.rehydrate();
  const { user, accessToken, legacyRefreshToken } = useAuthStore.getState();
  if (accessToken && accessToken !== staleToken && isFresh(accessToken)) return accessToken;
  if (!user) return endSession(quietly);
  let answer: AccessTokenResponse;
  try {
    // the cookie carries the token; a token left in localStorage by an older version goes in the body, once
    const body = legacyRefreshToken ? { refreshToken: legacyRefreshToken } : undefined;
    answer = await sendWithXsrf(paths.auth.refresh(), { method: 'POST', body }, null);
  } catch (error) {
    // a refused refresh token ends the session; a dropped connection or a 429 keeps it for the next try
    if (error instanceof ApiError && (error.status === 401 || error.status === 400 || error.status === 403)) return endSession(quietly);
    throw error;
  }
  useAuthStore.getState().setAccessToken(answer);
  return answer.accessToken;
}

/** A valid-looking access token for the next call: refreshed first when it is expired or unreadable. */
async function currentAccessToken(): Promise<string> {
  const { accessToken } = useAuthStore.getState();
  if (accessToken && isFresh(accessToken)) return accessToken;
  return refreshAccessToken(accessToken);
}

/**
 * Runs an account call with the session's token: on 401 one (shared) refresh and one retry; a second 401 ends the
 * session. An optional call made without a session goes without a token.
 */
export async function withSession<T>(auth: Exclude<Auth, 'none'>, call: (token: string | null) => Promise<T>): Promise<T> {
  if (auth === 'optional' && !hasSession(useAuthStore.getState())) return call(null);
  const token = await currentAccessToken();
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  const renewed = await refreshAccessToken(token);
  try {
    return await call(renewed);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return endSession();
    throw error;
  }
}

// ---- the headers of account calls and writes ---------------------------------------------------------
const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Double-submit XSRF: the server's XSRF-TOKEN cookie, echoed in a header on state-changing calls. */
export function readXsrfToken(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The headers of one call: JSON content type with a body, the bearer token if any, XSRF on writes. */
export function userHeaders(
  { method = 'GET', body }: Pick<RequestOptions, 'method' | 'body'>,
  token: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const xsrf = method === 'GET' ? null : readXsrfToken();
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/**
 * One call with its headers. A write refused (403) while the browser had no XSRF-TOKEN cookie is made once more if
 * the refusal brought one: a browser keeps the refresh cookie across restarts but not XSRF-TOKEN (a session
 * cookie), and a call carrying the refresh cookie needs the pair.
 */
async function sendWithXsrf<T>(endpoint: Endpoint<T>, given: Omit<RequestOptions, 'auth' | 'token'>, token: string | null): Promise<T> {
  const options = { ...given, method: given.method ?? endpoint.method };
  const hadXsrfToken = readXsrfToken() !== null;
  const attempt = () => send(endpoint, { ...options, headers: userHeaders(options, token) });
  try {
    return await attempt();
  } catch (error) {
    const write = (options.method ?? 'GET') !== 'GET';
    if (!(write && !hadXsrfToken && error instanceof ApiError && error.status === 403 && readXsrfToken() !== null)) throw error;
  }
  return attempt();
}

/** An account call or a write: the session's token (or the caller's), on writes the XSRF header, and the step-up (step-up.ts). */
export function sendAsUser<T>(endpoint: Endpoint<T>, { auth = 'none', token: given, ...options }: RequestOptions): Promise<T> {
  const call = (token: string | null) => sendWithXsrf(endpoint, options, token ?? given ?? null);
  // a sensitive change the server wants confirmed first: the fan confirms in the dialog, then the call is made again
  return auth === 'none' ? call(null) : withConfirmation(() => withSession(auth, call));
}
