/** Choosing a region: remembered in the `general` state (and its cookie); a signed-in user's choice is saved on the server too. */
import { useEffect } from 'react';
import { useSaveRegion, useSavedRegion } from '../api/regions';
import { useAuthStore } from '../stores/auth';
import { useGeneralStore } from '../stores/general';

export function useChooseRegion() {
  const signedIn = useAuthStore((s) => s.user !== null);
  const save = useSaveRegion();
  return (region: string) => {
    useGeneralStore.getState().setRegion(region);
    if (signedIn) save.mutate(region);
  };
}

/** A signed-in user's saved region becomes the one in effect (on sign-in, or on another device). */
export function useAdoptSavedRegion() {
  const saved = useSavedRegion().data?.region ?? null;
  useEffect(() => {
    if (saved && saved !== useGeneralStore.getState().region) useGeneralStore.getState().setRegion(saved);
  }, [saved]);
}
