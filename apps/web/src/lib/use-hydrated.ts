import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a server-rendered page hydrates (and on the server), true after: what hydration renders with
 * (the server's assumed viewport width) may not be this browser's, so decisions that act on it wait.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
