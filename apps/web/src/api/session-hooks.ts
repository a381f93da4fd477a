/** Session-expiry glue between the auth store, the query cache and the router. */
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, type Location } from 'react-router';
import { accountKeys } from './account';
import { listKeys } from './lists';
import { restoreSession, setSessionExpiredHandler } from './session';

/** What the router keeps in location.state for screens that send the visitor to /login. */
export type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

const AUTH_SCREENS = ['/login', '/signup', '/complete-profile'];

/** The page the visitor came from (never an auth screen), or null. */
export function originPath(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || AUTH_SCREENS.includes(from.pathname)) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Drops everything cached for the previous user (marks, counts, their lists). */
export function forgetAccountData(client: QueryClient) {
  client.removeQueries({ queryKey: accountKeys.all });
  client.removeQueries({ queryKey: listKeys.of(accountKeys.all) });
}

/**
 * Mounted (by the header) while there is a session: restores its access token when the page opens (the token lives
 * in memory, the refresh token in a cookie), and sends the visitor to /login, remembering where they were, when a
 * later refresh fails (spec §4).
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  useEffect(() => {
    void restoreSession();
  }, []);
  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        forgetAccountData(client);
        const { pathname, search, hash } = locationRef.current;
        navigate('/login', { state: { from: { pathname, search, hash } } satisfies FromState });
      }),
    [navigate, client],
  );
  return null;
}
