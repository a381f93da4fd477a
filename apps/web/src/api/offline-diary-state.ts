/**
 * The offline diary's state on screen (decision 0052): the signed-in account's queued changes, whether the browser
 * is offline, and the queued changes the server refused. The queue itself is kept in IndexedDB by
 * ./offline-diary-queue.ts, loaded on demand: this module holds no storage code, so the marks and the diary panel can
 * read it without carrying IndexedDB's.
 */
import { create } from 'zustand';
import type { EntryPatch } from '@klama/contract';
import { ApiError } from './http';

/** A diary change made while the server could not be reached, with the time it was made (device clock, UTC). */
export type QueuedChange = { id: string; showId: number; patch: EntryPatch; changedAt: string };

/** A queued change the server answered with a 4xx: dropped, and the fan is told why. */
export type RefusedChange = { id: string; showId: number; error: ApiError };

type OfflineDiaryState = {
  /** whose queue `queue` is (a queue belongs to one account) */
  owner: string | null;
  queue: QueuedChange[];
  offline: boolean;
  refused: RefusedChange[];
};

export const useOfflineDiary = create<OfflineDiaryState>(() => ({
  owner: null,
  queue: [],
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  refused: [],
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useOfflineDiary.setState({ offline: false }));
  window.addEventListener('offline', () => useOfflineDiary.setState({ offline: true }));
}

/** The request got no answer (no network, the server out of reach): the change is kept, not refused. */
export const isUnanswered = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The browser says there is no network: a change is queued without trying the server. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const NONE: ReadonlySet<keyof EntryPatch> = new Set();

/** The fields of a show's entry with a change still waiting to reach the server ("Waiting to sync"). */
export function usePendingFields(showId: number, owner: string | null): ReadonlySet<keyof EntryPatch> {
  const queue = useOfflineDiary((s) => (s.owner === owner ? s.queue : null));
  if (!queue?.length) return NONE;
  const fields = queue.filter((change) => change.showId === showId).flatMap((change) => Object.keys(change.patch));
  return fields.length ? new Set(fields as (keyof EntryPatch)[]) : NONE;
}

/** Whether the account has changes waiting for the server (the queue goes first, so changes reach it in order). */
export const hasQueuedChanges = (owner: string) => {
  const { owner: current, queue } = useOfflineDiary.getState();
  return current === owner && queue.length > 0;
};

export const dismissRefused = (id: string) => useOfflineDiary.setState((s) => ({ refused: s.refused.filter((r) => r.id !== id) }));
