/** Two-step sign-in (ARCHITECTURE §9.1): its state and changes in Settings, and the sign-in's second step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginTwoFactorBody, RegenerateRecoveryCodesBody, TotpEnableBody, TwoFactorDisableBody } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { memberApi } from './member-paths';
import { request } from './request';
import { useStartSession } from './auth';

export const twoFactorKeys = {
  status: (username: string) => [...accountKeys.user(username), 'two-factor'] as const,
};

export function useTwoFactorStatus() {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: twoFactorKeys.status(username ?? ''),
    queryFn: () => request(memberApi('twoFactorStatus'), { auth: 'required' }),
    enabled: username !== null,
  });
}

function useRefreshStatus() {
  const client = useQueryClient();
  return () => {
    const username = useAuthStore.getState().user?.username;
    if (username) void client.invalidateQueries({ queryKey: twoFactorKeys.status(username) });
  };
}

/** A new secret, pending until a code from it confirms it. */
export const useTotpSetup = () => useMutation({ mutationFn: () => request(memberApi('totpSetup'), { auth: 'required' }) });

/** Turns it on; answers the recovery codes, shown once. */
export function useTotpEnable() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TotpEnableBody) => request(memberApi('totpEnable'), { body, auth: 'required' }),
    onSuccess: refresh,
  });
}

export function useTwoFactorDisable() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => request(memberApi('twoFactorDisable'), { body, auth: 'required' }),
    onSuccess: refresh,
  });
}

/** Ten new recovery codes in place of all the old ones (the password or a current code); shown once. */
export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: RegenerateRecoveryCodesBody) => request(memberApi('regenerateRecoveryCodes'), { body, auth: 'required' }),
    onSuccess: refresh,
  });
}

/** The sign-in's second step: a session like any sign-in's. */
export function useLoginTwoFactor() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: LoginTwoFactorBody) => request(memberApi('loginTwoFactor'), { body }),
    onSuccess: startSession,
  });
}
