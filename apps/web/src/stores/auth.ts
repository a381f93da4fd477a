import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccessTokenResponse, LoginResponse, UserProfile } from '@klama/contract';

export const AUTH_STORAGE_KEY = 'auth';
/** Version 0 persisted both tokens; from 1 on, no token is persisted (see `migrate`). */
const AUTH_STORAGE_VERSION = 1;

type AuthData = {
  user: UserProfile | null;
  /** In memory only: a reload gets a new one from POST auth/refresh, whose token is in an HttpOnly cookie. */
  accessToken: string | null;
  /**
   * A refresh token found in localStorage, left by a version that kept it there: sent once, in the body of the next
   * refresh (which answers with the cookie), then deleted.
   */
  legacyRefreshToken: string | null;
  isLoading: boolean;
};

type AuthState = AuthData & {
  /** Login, sign-up, Google login and complete-profile all answer user fields plus an access token (and the cookie). */
  signIn: (response: LoginResponse) => void;
  /** A refresh's answer: the new access token; the legacy token, if any, has been spent. */
  setAccessToken: (response: AccessTokenResponse) => void;
  /** The legacy token was refused: it is not sent again. */
  dropLegacyRefreshToken: () => void;
  setUser: (user: UserProfile) => void;
  setLoading: (isLoading: boolean) => void;
  clear: () => void;
};

const SIGNED_OUT: AuthData = { user: null, accessToken: null, legacyRefreshToken: null, isLoading: false };

type Persisted = Partial<Pick<AuthData, 'user' | 'legacyRefreshToken' | 'isLoading'>>;

/**
 * The session (spec §3, §4), persisted under 'auth': the user and isLoading, never a token. The user says a refresh
 * cookie should be there; the access token lives in memory.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      signIn: ({ accessToken, username, email, avatar }) =>
        set({ user: { username, email, avatar }, accessToken, legacyRefreshToken: null, isLoading: false }),
      setAccessToken: ({ accessToken }) => set({ accessToken, legacyRefreshToken: null }),
      dropLegacyRefreshToken: () => set({ legacyRefreshToken: null }),
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      clear: () => set(SIGNED_OUT),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, legacyRefreshToken, isLoading }): Persisted =>
        legacyRefreshToken ? { user, legacyRefreshToken, isLoading } : { user, isLoading },
      // version 0 kept { user, accessToken, refreshToken, isLoading }: the access token is dropped, the refresh token
      // waits (still in storage) for its one refresh; persist writes the migrated state back at once
      migrate: (stored, version): Persisted => {
        const old = (stored ?? {}) as Persisted & { refreshToken?: unknown };
        if (version >= AUTH_STORAGE_VERSION) return old;
        const legacyRefreshToken = old.user && typeof old.refreshToken === 'string' && old.refreshToken ? old.refreshToken : null;
        return { user: legacyRefreshToken ? old.user : null, legacyRefreshToken, isLoading: false };
      },
      // another tab's state (a sign-in, a sign-out): an access token of this tab stays only for the same user
      merge: (stored, current) => {
        const next = { ...current, legacyRefreshToken: null, ...(stored as Persisted) };
        return next.user?.username === current.user?.username ? next : { ...next, accessToken: null };
      },
    },
  ),
);

/** Another tab signed in, out, or spent the legacy token: take its state. */
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  });

/**
 * Spec §6 counts a user as authenticated while an access or a refresh token is present. The refresh token is now in a
 * cookie scripts cannot see: the stored user stands for it (sign-in sets both, logout and a refused refresh clear both).
 */
export const hasSession = (s: AuthData) => Boolean(s.user);
export const useHasSession = () => useAuthStore(hasSession);
