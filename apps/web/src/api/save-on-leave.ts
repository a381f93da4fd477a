/**
 * A diary change sent as the page is left or reloaded (a rating still waiting for its pause): the request starts
 * inside the `pagehide` handler itself, with nothing awaited before it (a page going away runs no later task), and
 * `keepalive` lets it outlive the page. Best effort: without a current access token there is nothing to send it with.
 */
import type { EntryPatch } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { entryEndpoint } from './account';
import { userHeaders } from './session';
import { hasQueuedChanges, isOffline } from './offline-diary-state';
import { queueChange } from './offline-diary-queue';

export function saveEntryOnLeave(showId: number, patch: EntryPatch): void {
  const { accessToken, user } = useAuthStore.getState();
  // offline, or behind changes still waiting: kept on the device instead (decision 0052). Best effort too: the write
  // starts from this handler (the database already open since the signed-in header read the queue)
  if (user && (isOffline() || hasQueuedChanges(user.username))) {
    void queueChange(user.username, showId, patch, new Date().toISOString());
    return;
  }
  if (!accessToken) return;
  fetch(entryEndpoint(showId).url, {
    method: 'PATCH',
    keepalive: true,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...userHeaders({ method: 'PATCH', body: patch }, accessToken) },
    body: JSON.stringify(patch),
  }).catch(() => undefined);
}
