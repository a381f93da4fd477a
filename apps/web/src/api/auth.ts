/**
 * Sign-in, sign-up, Google sign-in, complete-profile and logout (spec §4, §7), each a mutation. A new session
 * drops whatever was cached for the previous user before it is stored.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GoogleSignupPending,
  LoginAnswer,
  LoginBody,
  LoginResponse,
  PasswordResetBody,
  PasswordResetRequestBody,
  SignupBody,
  TwoFactorRequired,
} from '@klama/contract';
import { hasSession, useAuthStore } from '../stores/auth';
import { paths } from './paths';
import { request } from './request';
import { forgetAccountData } from './session-hooks';
import { forgetDiaryQueue } from './offline-diary-forget';
import { useMailLanguage } from './sessions';

export const TEMP_TOKEN_KEY = 'tempToken';

export const isSignupPending = (answer: LoginAnswer | GoogleSignupPending): answer is GoogleSignupPending => 'requiresUsername' in answer;
/** A sign-in that waits for its second step (two-step sign-in): no session yet. */
export const isTwoFactorRequired = (answer: LoginAnswer | GoogleSignupPending): answer is TwoFactorRequired =>
  'twoFactorRequired' in answer;

/** Stores a new session (a sign-in's answer), dropping whatever was cached for the previous user first. */
export function useStartSession() {
  const client = useQueryClient();
  return (response: LoginResponse) => {
    forgetAccountData(client);
    useAuthStore.getState().signIn(response);
  };
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: LoginBody) => request(paths.auth.login(), { method: 'POST', body }),
    onSuccess: (answer) => {
      if (!isTwoFactorRequired(answer)) startSession(answer);
    },
  });
}

export function useSignup() {
  const startSession = useStartSession();
  const language = useMailLanguage();
  return useMutation({
    // the confirmation mail (and the account's mail after it) in the interface's language
    mutationFn: (body: SignupBody) => request(paths.auth.signup(), { method: 'POST', body: { ...body, language } }),
    onSuccess: startSession,
  });
}

/** A known Google user is signed in; a new one gets a temporary token to pick a username with first. */
export function useGoogleSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (token: string) => request(paths.auth.google(), { method: 'POST', body: { token } }),
    onSuccess: (answer) => {
      if (isSignupPending(answer)) sessionStorage.setItem(TEMP_TOKEN_KEY, answer.tempToken);
      else if (!isTwoFactorRequired(answer)) startSession(answer);
    },
  });
}

export function useCompleteProfile() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: ({ username, tempToken }: { username: string; tempToken: string }) =>
      request(paths.auth.completeProfile(), { method: 'POST', body: { username }, token: tempToken }),
    onSuccess: (response) => {
      sessionStorage.removeItem(TEMP_TOKEN_KEY);
      startSession(response);
    },
  });
}

/** Revokes the session server-side, clears it here and reloads the current path (spec §2). */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // the server revokes the session of the refresh cookie and clears it (or of a token an older version left in
      // localStorage, not yet moved to the cookie). The local session ends whatever the server says: a failed
      // revoke must not keep anyone signed in here
      const { legacyRefreshToken, user } = useAuthStore.getState();
      const body = legacyRefreshToken ? { refreshToken: legacyRefreshToken } : undefined;
      await request(paths.auth.logout(), { method: 'POST', body }).catch(() => undefined);
      // diary changes still waiting for the server leave the device with the account (a shared device)
      if (user) await forgetDiaryQueue(user.username);
    },
    onMutate: () => useAuthStore.getState().setLoading(true),
    onSettled: () => {
      useAuthStore.getState().clear();
      forgetAccountData(client);
      window.location.reload();
    },
  });
}

/** "Forgot password?": the answer is the same whether or not an account uses the address. */
export const usePasswordResetRequest = () =>
  useMutation({ mutationFn: (body: PasswordResetRequestBody) => request(paths.auth.passwordResetRequest(), { method: 'POST', body }) });

/** Sets the new password with the mailed link's token; every session of the account ends, this browser's too. */
export function usePasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetBody) => request(paths.auth.passwordReset(), { method: 'POST', body }),
    onSuccess: () => {
      if (hasSession(useAuthStore.getState())) {
        useAuthStore.getState().clear();
        forgetAccountData(client);
      }
    },
  });
}
