import type { DisplayLanguage } from '@klama/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Language = DisplayLanguage;

type GeneralState = {
  language: Language;
  setLanguage: (language: Language) => void;
  /** where-to-watch region the visitor chose (features/regions); null: the browser's language decides */
  region: string | null;
  setRegion: (region: string) => void;
};

/** Display preferences, persisted under 'general' (spec §3); language defaults to en. */
export const useGeneralStore = create<GeneralState>()(
  persist(
    (set) => ({ language: 'en', setLanguage: (language) => set({ language }), region: null, setRegion: (region) => set({ region }) }),
    {
      name: 'general',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, region }) => ({ language, region }),
    },
  ),
);

/**
 * The language a server-rendered page was rendered in (the server reads it from LANGUAGE_COOKIE). The server
 * renders with it, and the browser hydrates with it before switching to the stored choice, so a page never
 * mismatches its HTML.
 */
export const RenderedLanguage = createContext<Language>('en');

const subscribe = (onChange: () => void) => useGeneralStore.subscribe(onChange);
const storedLanguage = () => useGeneralStore.getState().language;

export function useLanguage(): Language {
  const rendered = useContext(RenderedLanguage);
  return useSyncExternalStore(subscribe, storedLanguage, () => rendered);
}

/** The cookie that tells the server the visitor's language (the store itself lives in localStorage). */
export const LANGUAGE_COOKIE = 'language';

export function languageFromCookie(cookieHeader: string | undefined): Language {
  return /(?:^|;\s*)language=kr(?:;|$)/.test(cookieHeader ?? '') ? 'kr' : 'en';
}

/** Keeps LANGUAGE_COOKIE equal to the stored choice (browser only). */
export function syncLanguageCookie() {
  const write = (language: Language) => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  };
  write(storedLanguage());
  return useGeneralStore.subscribe((state, previous) => {
    if (state.language !== previous.language) write(state.language);
  });
}
