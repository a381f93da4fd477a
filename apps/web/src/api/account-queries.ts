/**
 * Query hooks for account data. Every key starts with 'account' and carries the username, so one user's
 * cached data is never shown to another (and sign-in/out can drop them all by that prefix).
 */
import { useQuery } from '@tanstack/react-query';
import type { UserShowState } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { authApi, marksApi, userApi } from './auth';

export const ACCOUNT_KEY = 'account';
const ANONYMOUS = '(anonymous)';

export const accountKeys = {
  status: (username: string | null, showId: number) => [ACCOUNT_KEY, username ?? ANONYMOUS, 'status', showId] as const,
  counts: (username: string) => [ACCOUNT_KEY, username, 'counts'] as const,
  me: (username: string) => [ACCOUNT_KEY, username, 'me'] as const,
  list: (username: string, status: string) => [ACCOUNT_KEY, username, 'shows', status] as const,
};

export const noMarks = (showId: number): UserShowState => ({ showId, liked: false, bookmarked: false, watched: false });

export const useAuthConfig = () =>
  useQuery({ queryKey: ['auth-config'], queryFn: ({ signal }) => authApi.config(signal), staleTime: Infinity, retry: false });

/** Anonymous visitors are all false without asking (spec §6); a failed status call is all false too (spec §8). */
export function useMarkStatus(showId: number) {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: accountKeys.status(username, showId),
    queryFn: ({ signal }) => (username ? marksApi.status(showId, signal).catch(() => noMarks(showId)) : noMarks(showId)),
    staleTime: 0,
    retry: false,
  });
}

export function useMarkCounts(username: string | null) {
  return useQuery({
    queryKey: accountKeys.counts(username ?? ANONYMOUS),
    queryFn: ({ signal }) => marksApi.counts(signal),
    enabled: Boolean(username),
    staleTime: 0,
  });
}

export function useMe(username: string | null) {
  return useQuery({
    queryKey: accountKeys.me(username ?? ANONYMOUS),
    queryFn: ({ signal }) => userApi.me(signal),
    enabled: Boolean(username),
    staleTime: 0,
  });
}
