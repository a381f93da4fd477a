import { addressInLanguage, LANGUAGE_COOKIE, languageOfPath, type DisplayLanguage } from '@klama/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Language = DisplayLanguage;

type GeneralState = {
  /**
   * the language of the page on screen in the browser (its address's: `/ko/…` is Korean), kept as the visitor's last
   * language: an English address opened later moves to its Korean one when this is Korean (settleAddressLanguage)
   */
  language: Language;
  setLanguage: (language: Language) => void;
  /** the offer of the Korean pages (LanguageOffer) was dismissed, or a language was chosen: it is not shown again */
  offerDone: boolean;
  setOfferDone: () => void;
  /** where-to-watch region the visitor chose (features/regions); null: the browser's language decides */
  region: string | null;
  setRegion: (region: string) => void;
};

/** Display preferences, persisted under 'general' (spec §3); language defaults to en. */
export const useGeneralStore = create<GeneralState>()(
  persist(
    (set) => ({
      language: 'en',
      setLanguage: (language) => set({ language, offerDone: true }),
      offerDone: false,
      setOfferDone: () => set({ offerDone: true }),
      region: null,
      setRegion: (region) => set({ region }),
    }),
    {
      name: 'general',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, region, offerDone }) => ({ language, region, offerDone }),
    },
  ),
);

/**
 * The language a server-rendered page was rendered in (its address's: `/ko/…` is Korean). The browser hydrates with
 * the same, so a page never mismatches its HTML.
 */
export const RenderedLanguage = createContext<Language>('en');

const subscribe = (onChange: () => void) => useGeneralStore.subscribe(onChange);
const storedLanguage = () => useGeneralStore.getState().language;

/** The language of the page on screen: its address's (the store follows the address in the browser, see main.tsx). */
export function useLanguage(): Language {
  const rendered = useContext(RenderedLanguage);
  return useSyncExternalStore(subscribe, storedLanguage, () => rendered);
}

/**
 * The language switch: the same page at its address in `language` (path, query and fragment kept), remembered as
 * the visitor's choice. The router follows (App keys it by the language); so does the browser's Back button.
 */
export function chooseLanguage(language: Language) {
  const { pathname, search, hash } = window.location;
  const address = addressInLanguage(language, pathname + search + hash);
  if (address !== pathname + search + hash) window.history.pushState(null, '', address);
  useGeneralStore.getState().setLanguage(language);
}

/**
 * Before the first render in the browser: a visitor whose last language was Korean, opening an English address, is
 * moved to its Korean address (the server did the same for a rendered page: render-pages.ts); then the store takes
 * the address's language, and follows it from then on (Back and Forward across the switch). Returns the page's language.
 */
export function settleAddressLanguage(rendered: boolean): Language {
  const { pathname, search, hash } = window.location;
  // a rendered page's address is settled: the server moved it already, and its HTML is in the address's language
  if (!rendered && storedLanguage() === 'kr' && languageOfPath(pathname) === 'en')
    window.history.replaceState(window.history.state, '', addressInLanguage('kr', pathname + search + hash));
  const language = languageOfPath(window.location.pathname);
  useGeneralStore.setState({ language });
  window.addEventListener('popstate', () => useGeneralStore.setState({ language: languageOfPath(window.location.pathname) }));
  return language;
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
