/**
 * The visitor's where-to-watch region (ARCHITECTURE 7.2): the one they chose (persisted in the `general` state,
 * and on the server for signed-in users), else the one their browser's language suggests. A server-rendered page
 * knows it from REGION_COOKIE (or Accept-Language) and the browser hydrates with that same region before following
 * its own, so the details page never mismatches its HTML.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_REGION, isRegionCode, languagesOfHeader, regionFromLanguages } from '@klama/contract';
import { useGeneralStore } from './general';

/** The region a server render used (App provides it; the browser hydrates with it). */
export const RenderedRegion = createContext<string>(DEFAULT_REGION);

export const REGION_COOKIE = 'region';

/** The region a request names: its cookie, else its Accept-Language, else US. */
export function regionOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): string {
  const cookie = /(?:^|;\s*)region=([A-Za-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1]?.toUpperCase();
  return cookie && isRegionCode(cookie) ? cookie : regionFromLanguages(languagesOfHeader(acceptLanguage));
}

const browserRegion = () =>
  typeof navigator === 'undefined'
    ? DEFAULT_REGION
    : regionFromLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]);

/** The region in effect in the browser: the chosen one, else the browser's language's. */
export const currentRegion = () => useGeneralStore.getState().region ?? browserRegion();

const subscribe = (onChange: () => void) => useGeneralStore.subscribe(onChange);

export function useRegion(): string {
  const rendered = useContext(RenderedRegion);
  return useSyncExternalStore(subscribe, currentRegion, () => rendered);
}

/** Keeps REGION_COOKIE equal to the region in effect (browser only), so the next server render uses it. */
export function syncRegionCookie() {
  const write = (region: string) => {
    document.cookie = `${REGION_COOKIE}=${region}; path=/; max-age=31536000; samesite=lax`;
  };
  write(currentRegion());
  return useGeneralStore.subscribe((state, previous) => {
    if (state.region !== previous.region) write(currentRegion());
  });
}
