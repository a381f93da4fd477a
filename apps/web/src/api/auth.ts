/** The account calls (spec §7) with the contract's shapes. */
import type {
  AuthConfig,
  ChangePasswordBody,
  GoogleSignupPending,
  LoginBody,
  LoginResponse,
  OkResponse,
  SignupBody,
  UpdateMeBody,
  UserProfile,
  UserShowCounts,
  UserShowState,
  UserShowStatus,
} from '@klama/contract';
import { authRequestJson, optionalAuthRequestJson, requestJson } from './session';

export const TEMP_TOKEN_KEY = 'tempToken';

export const authApi = {
  config: (signal?: AbortSignal) => requestJson<AuthConfig>('auth/config', { signal }),
  login: (body: LoginBody) => requestJson<LoginResponse>('auth/login', { method: 'POST', body }),
  signup: (body: SignupBody) => requestJson<LoginResponse>('auth/signup', { method: 'POST', body }),
  google: (token: string) => requestJson<LoginResponse | GoogleSignupPending>('auth/google', { method: 'POST', body: { token } }),
  completeProfile: (username: string, tempToken: string) =>
    requestJson<LoginResponse>('auth/complete-profile', { method: 'POST', body: { username }, token: tempToken }),
  /** Revokes this device's session on the server; the caller clears the local one whatever the answer. */
  logout: (refreshToken: string) => requestJson<OkResponse>('auth/logout', { method: 'POST', body: { refreshToken } }),
  changePassword: (body: ChangePasswordBody) => authRequestJson<OkResponse>('auth/change-password', { method: 'POST', body }),
};

export const userApi = {
  me: (signal?: AbortSignal) => authRequestJson<UserProfile>('user/me', { signal }),
  updateMe: (body: UpdateMeBody) => authRequestJson<UserProfile>('user/me', { method: 'PATCH', body }),
};

export const marksApi = {
  status: (showId: number, signal?: AbortSignal) => optionalAuthRequestJson<UserShowState>(`user-show/status/${showId}`, { signal }),
  toggle: (status: UserShowStatus, showId: number) => authRequestJson<UserShowState>(`user-show/${status}/${showId}`, { method: 'POST' }),
  counts: (signal?: AbortSignal) => authRequestJson<UserShowCounts>('user-show/counts', { signal }),
};

export const isSignupPending = (answer: LoginResponse | GoogleSignupPending): answer is GoogleSignupPending => 'requiresUsername' in answer;
