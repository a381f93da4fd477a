import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginResponse, TokenPair, UserProfile } from '@klama/contract';

export const AUTH_STORAGE_KEY = 'auth';

type AuthData = { user: UserProfile | null; accessToken: string | null; refreshToken: string | null; isLoading: boolean };

type AuthState = AuthData & {
  /** Login, sign-up, Google login and complete-profile all answer user fields plus a token pair. */
  signIn: (response: LoginResponse) => void;
  setTokens: (tokens: TokenPair) => void;
  setUser: (user: UserProfile) => void;
  setLoading: (isLoading: boolean) => void;
  clear: () => void;
};

const SIGNED_OUT: AuthData = { user: null, accessToken: null, refreshToken: null, isLoading: false };

/** The session (spec §3, §4), persisted under 'auth': user, accessToken, refreshToken, isLoading. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      signIn: ({ accessToken, refreshToken, username, email, avatar }) =>
        set({ user: { username, email, avatar }, accessToken, refreshToken, isLoading: false }),
      setTokens: ({ accessToken, refreshToken }) => set({ accessToken, refreshToken }),
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      clear: () => set(SIGNED_OUT),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, accessToken, refreshToken, isLoading }) => ({ user, accessToken, refreshToken, isLoading }),
    },
  ),
);

/** Another tab signed in, out, or rotated the tokens: take its state, so both tabs never refresh with the same token. */
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  });

/** Spec §6: a user counts as authenticated while an access or a refresh token is present. */
export const hasSession = (s: AuthData) => Boolean(s.user && (s.accessToken || s.refreshToken));
export const useHasSession = () => useAuthStore(hasSession);
