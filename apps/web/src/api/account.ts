/**
 * Query hooks for account data. Every key starts with 'account' and carries the username, so one user's cached
 * data is never shown to another (and sign-in/out can drop them all by that prefix).
 */
import { useQuery } from '@tanstack/react-query';
import type { Entry, MarkState, MarkStatus } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { read } from './catalogue';
import { paths, type Endpoint } from './paths';
import { memberApi } from './member-paths';
import { request } from './request';
import { listKeys } from './lists';

export const ACCOUNT_KEY = 'account';
const ANONYMOUS = '(anonymous)';

export const accountKeys = {
  /** Whether Google sign-in is on (not a user's: every visitor reads the same). */
  authConfig: ['auth-config'] as const,
  /** Everything cached for one user: marks, counts, profile. */
  user: (username: string) => [ACCOUNT_KEY, username] as const,
  /** Everything cached for any user (what sign-out drops). */
  all: [ACCOUNT_KEY] as const,
  /**
   * The fan's one relation with a show (ARCHITECTURE 7.1): the marks and the diary entry are one row on the server
   * and one cache entry here, read by the mark buttons and the diary panel alike, so a change made by either shows
   * in both at once.
   */
  entry: (username: string, showId: number) => [ACCOUNT_KEY, username, 'entry', showId] as const,
  counts: (username: string) => [ACCOUNT_KEY, username, 'counts'] as const,
  me: (username: string) => [ACCOUNT_KEY, username, 'me'] as const,
  region: (username: string) => [ACCOUNT_KEY, username, 'region'] as const,
  sessions: (username: string) => [ACCOUNT_KEY, username, 'sessions'] as const,
  diary: (username: string) => [ACCOUNT_KEY, username, 'diary'] as const,
  stats: (username: string) => [ACCOUNT_KEY, username, 'stats'] as const,
  calendar: (username: string) => [ACCOUNT_KEY, username, 'calendar'] as const,
  /** The list screens' key of a user's marked shows (useShowList puts 'list' in front). */
  list: (username: string, status: MarkStatus) => [ACCOUNT_KEY, username, 'shows', status] as const,
  /** Every cached page of every list of one user. */
  lists: (username: string) => listKeys.of([ACCOUNT_KEY, username]),
};

export const noMarks = (showId: number): MarkState => ({ showId, liked: false, bookmarked: false, watched: false });

export const useAuthConfig = () =>
  useQuery({ queryKey: accountKeys.authConfig, queryFn: read(paths.auth.config()), staleTime: Infinity, retry: false });

export const entryEndpoint = (showId: number): Endpoint<Entry> => memberApi('entry', { showId });

/** The signed-in fan's entry for a show (marks and diary); nothing is asked for nobody. */
export function useShowEntry(showId: number) {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: accountKeys.entry(username ?? ANONYMOUS, showId),
    queryFn: ({ signal }) => request(entryEndpoint(showId), { signal, auth: 'required' }),
    enabled: Boolean(username),
    staleTime: 0,
    retry: false,
  });
}

/** A read of the signed-in user's own data, made only while someone is signed in, always fresh. */
const useOwnData = <T>(key: readonly unknown[], endpoint: Endpoint<T>, username: string | null) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(endpoint, { signal, auth: 'required' }),
    enabled: Boolean(username),
    staleTime: 0,
  });

export const useMarkCounts = (username: string | null) =>
  useOwnData(accountKeys.counts(username ?? ANONYMOUS), paths.marks.counts(), username);

export const useMe = (username: string | null) => useOwnData(accountKeys.me(username ?? ANONYMOUS), paths.user.me(), username);
