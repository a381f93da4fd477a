/** Email verification and the sessions list of Settings (issue 25, items 3 and 4). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailLanguage } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { useLanguage } from '../stores/general';
import { accountKeys } from './account';
import { memberApi } from './member-paths';
import { request } from './request';

/** The language mail is written in: the interface's. */
export function useMailLanguage(): MailLanguage {
  return useLanguage() === 'kr' ? 'ko' : 'en';
}

const useUsername = () => useAuthStore((s) => s.user?.username ?? null);

export function useSessions() {
  const username = useUsername();
  return useQuery({
    queryKey: accountKeys.sessions(username ?? '(anonymous)'),
    queryFn: ({ signal }) => request(memberApi('mySessions'), { signal, auth: 'required' }),
    enabled: Boolean(username),
    staleTime: 0,
  });
}

/** `id`: one session; none: every session but this one. The list is read again either way. */
export function useEndSessions() {
  const client = useQueryClient();
  const username = useUsername();
  return useMutation({
    mutationFn: (id?: string) => request(id ? memberApi('endSession', { id }) : memberApi('endOtherSessions'), { auth: 'required' }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions(username ?? '(anonymous)') }),
  });
}

export function useResendVerification() {
  const language = useMailLanguage();
  return useMutation({
    mutationFn: () => request(memberApi('resendEmailVerification'), { body: { language }, auth: 'required' }),
  });
}

/** Spends a mailed link; a signed-in visitor's profile is read again (its reminder goes). */
export function useVerifyEmail() {
  const client = useQueryClient();
  const username = useUsername();
  return useMutation({
    mutationFn: (token: string) => request(memberApi('verifyEmail'), { body: { token } }),
    onSuccess: () => {
      if (username) void client.invalidateQueries({ queryKey: accountKeys.me(username) });
    },
  });
}
