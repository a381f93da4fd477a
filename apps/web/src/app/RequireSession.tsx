import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHasSession } from '../stores/auth';
import type { FromState } from '../api/session-hooks';

/** Screens that need a session (spec §2: access or refresh token present); others go to /login remembering the origin. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useHasSession();
  const { pathname, search, hash } = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: { pathname, search, hash } } satisfies FromState} />;
  return children;
}
