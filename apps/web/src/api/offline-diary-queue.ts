/**
 * The offline diary's queue (decision 0052): diary changes made while the server could not be reached, kept on the
 * device in IndexedDB (idb-keyval: one key per account, its changes in the order they were made) and sent, in that
 * order, with the time each was made, once the connection is back. The server keeps the last change per field by
 * that time, so sending a change twice (two tabs) or after a newer one from another device changes nothing wrongly.
 *
 * A change the server saved leaves the queue; one it refused (a 4xx) leaves it too and is listed for the fan; a
 * network failure, a 5xx, a rate limit or an expired session stops the replay and keeps the rest for later.
 * Loaded on demand by signed-in diary code only.
 */
import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import type { Entry, EntryPatch } from '@klama/contract';
import { accountKeys, entryEndpoint } from './account';
import { ApiError } from './http';
import { request } from './request';
import { isOffline, useOfflineDiary, type QueuedChange } from './offline-diary-state';
import { previewPatch } from './entry-preview';

let database: UseStore | undefined;
const store = () => (database ??= createStore('klama-offline', 'diary-queue'));
const keyOf = (owner: string) => `queue:${owner}`;

const read = async (owner: string): Promise<QueuedChange[]> => (await get<QueuedChange[]>(keyOf(owner), store())) ?? [];

/** Shows `owner`'s queue on screen (a queue left by another account on this device stays stored, not shown). */
function show(owner: string, queue: QueuedChange[]) {
  useOfflineDiary.setState((s) => (s.owner === owner ? { queue } : { owner, queue, refused: [] }));
}

export async function loadQueue(owner: string): Promise<QueuedChange[]> {
  const queue = await read(owner);
  show(owner, queue);
  return queue;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(++counter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Adds a change at the end of `owner`'s queue; `changedAt`: when the fan made it. */
export async function queueChange(owner: string, showId: number, patch: EntryPatch, changedAt: string): Promise<void> {
  const change: QueuedChange = { id: newId(), showId, patch, changedAt };
  let queue: QueuedChange[] = [];
  await update<QueuedChange[]>(keyOf(owner), (stored = []) => (queue = [...stored, change]), store());
  show(owner, queue);
}

/** Keeps a change on the device (resolves null: no answer yet) and, when the browser is online, sends the queue. */
export async function keepOnDevice(
  client: QueryClient,
  owner: string,
  showId: number,
  patch: EntryPatch,
  changedAt: string,
): Promise<null> {
  await queueChange(owner, showId, patch, changedAt);
  if (!isOffline()) void replayQueue(client, owner);
  return null;
}

/** Sign-out: the account's queued changes leave the device with it (a shared device). */
export async function forgetQueue(owner: string): Promise<void> {
  await del(keyOf(owner), store());
  useOfflineDiary.setState((s) => (s.owner === owner ? { owner: null, queue: [], refused: [] } : s));
}

/** Kept for a later try: no answer, the server's own failure, too many requests, or no session to send it with. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** The server's entry with the changes still queued for the show on top (what the fan sees until they are sent). */
const withQueued = (entry: Entry, queue: QueuedChange[]) =>
  queue.filter((c) => c.showId === entry.showId).reduce((e, c) => previewPatch(e, c.patch), entry);

let replaying: Promise<void> | undefined;

/** Sends `owner`'s queue, oldest first, one at a time; one replay at a time (a call during one joins it). */
export function replayQueue(client: QueryClient, owner: string): Promise<void> {
  replaying ??= replay(client, owner).finally(() => (replaying = undefined));
  return replaying;
}

async function replay(client: QueryClient, owner: string) {
  for (;;) {
    const [change] = await read(owner);
    if (!change) return;
    let entry: Entry | undefined;
    try {
      entry = await request(entryEndpoint(change.showId), {
        method: 'PATCH',
        body: { ...change.patch, changedAt: change.changedAt },
        auth: 'required',
      });
    } catch (error) {
      if (worthRetrying(error)) return;
      useOfflineDiary.setState((s) => ({ refused: [...s.refused, { id: change.id, showId: change.showId, error: error as ApiError }] }));
    }
    let rest: QueuedChange[] = [];
    await update<QueuedChange[]>(keyOf(owner), (stored = []) => (rest = stored.filter((c) => c.id !== change.id)), store());
    show(owner, rest);
    const key = accountKeys.entry(owner, change.showId);
    await client.cancelQueries({ queryKey: key });
    if (entry) client.setQueryData(key, withQueued(entry, rest));
    else void client.invalidateQueries({ queryKey: key });
    for (const related of [accountKeys.counts(owner), accountKeys.diary(owner), accountKeys.stats(owner), accountKeys.lists(owner)])
      void client.invalidateQueries({ queryKey: related });
  }
}
