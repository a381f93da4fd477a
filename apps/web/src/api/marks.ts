/**
 * Like, bookmark and watched (spec §4): the mark flips at once in the show's entry (the one cache entry the mark
 * buttons and the diary panel both read), the user's counts and lists, and flips back there if the server refuses.
 * Only the one mark is undone, so a toggle of another mark that is still under way keeps its own change.
 */
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { utcDay, type Entry, type MarkCounts, type MarkState, type MarkStatus } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { paths, type ListPage } from './paths';
import { request } from './request';
import { listKeys } from './lists';
import { hasQueuedChanges, isOffline, isUnanswered } from './offline-diary-state';

/** Every change to a fan's relation with a show (a mark or a diary patch) runs under this key. */
export const relationMutationKey = (showId: number) => ['show-relation', showId] as const;
export const markMutationKey = (showId: number) => [...relationMutationKey(showId), 'mark'] as const;

const countOf = (counts: MarkCounts, mark: MarkStatus) => (mark === 'watched' ? counts.watched : counts[mark].count);

function withCount(counts: MarkCounts, mark: MarkStatus, delta: number): MarkCounts {
  const count = Math.max(0, countOf(counts, mark) + delta);
  return mark === 'watched' ? { ...counts, watched: count } : { ...counts, [mark]: { count } };
}

/**
 * What a toggle does to the entry, as the server does it (ARCHITECTURE 7.1): watched on is status completed with
 * every episode and a finish date; watched off clears the status, progress and dates (rating and notes stay).
 */
export function previewToggle(entry: Entry, mark: MarkStatus, today = utcDay()): Entry {
  if (mark !== 'watched') return { ...entry, [mark]: !entry[mark] };
  if (entry.watched) return { ...entry, watched: false, status: null, episodesWatched: 0, startedOn: null, finishedOn: null };
  const finishedOn = entry.finishedOn ?? (entry.startedOn && entry.startedOn > today ? entry.startedOn : today);
  return { ...entry, watched: true, status: 'completed', episodesWatched: entry.totalEpisodes ?? entry.episodesWatched, finishedOn };
}

/** The fields one mark's toggle changes, taken from `from` (what undoes a refused toggle). */
function restoreMark(entry: Entry, from: Entry, mark: MarkStatus): Entry {
  if (mark !== 'watched') return { ...entry, [mark]: from[mark] };
  const { watched, status, episodesWatched, startedOn, finishedOn } = from;
  return { ...entry, watched, status, episodesWatched, startedOn, finishedOn };
}

/** The count and the marked-shows list of one mark, moved as the mark turned `on`. */
function moveCountsAndLists(client: QueryClient, username: string, showId: number, mark: MarkStatus, on: boolean) {
  client.setQueryData<MarkCounts>(accountKeys.counts(username), (counts) => counts && withCount(counts, mark, on ? 1 : -1));
  // an unmarked show leaves its list at once; a newly marked one appears when the list is fetched again
  if (!on)
    client.setQueriesData<InfiniteData<ListPage>>({ queryKey: listKeys.of(accountKeys.list(username, mark)) }, (lists) =>
      lists
        ? { ...lists, pages: lists.pages.map((page) => ({ ...page, results: page.results.filter((show) => show.id !== showId) })) }
        : lists,
    );
}

export function useToggleMark(showId: number) {
  const client = useQueryClient();
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useMutation({
    mutationKey: markMutationKey(showId),
    networkMode: 'always',
    mutationFn: async (mark: MarkStatus): Promise<MarkState | null> => {
      // Watched is the diary's status (decision 0052): without the server it is kept on the device as the status the
      // toggle set (the entry already shows it), sent later with the time it was made; likes and bookmarks are not
      const shown = username ? client.getQueryData<Entry>(accountKeys.entry(username, showId)) : undefined;
      if (mark !== 'watched' || !username || !shown) {
        // a like or a bookmark waits in memory for the network, as React Query's own pause did before
        if (isOffline()) await new Promise((online) => window.addEventListener('online', online, { once: true }));
        return request(paths.marks.toggle(mark, showId), { method: 'POST', auth: 'required' });
      }
      const changedAt = new Date().toISOString();
      const keep = async () =>
        (await import('./offline-diary-queue')).keepOnDevice(
          client,
          username,
          showId,
          { status: shown.watched ? 'completed' : null },
          changedAt,
        );
      if (isOffline() || hasQueuedChanges(username)) return keep();
      try {
        return await request(paths.marks.toggle(mark, showId), { method: 'POST', auth: 'required' });
      } catch (error) {
        if (isUnanswered(error)) return keep();
        throw error;
      }
    },
    onMutate: async (mark) => {
      if (!username) return undefined;
      const key = accountKeys.entry(username, showId);
      // a read still under way would overwrite the flip when it lands
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Entry>(key);
      if (!before) return undefined;
      client.setQueryData<Entry>(key, previewToggle(before, mark));
      moveCountsAndLists(client, username, showId, mark, !before[mark]);
      return { before };
    },
    onSuccess: (state: MarkState | null) => {
      // null: kept on the device, the entry's preview stays until the queue is sent
      if (!username || !state) return;
      const key = accountKeys.entry(username, showId);
      client.setQueryData<Entry>(
        key,
        (entry) => entry && { ...entry, liked: state.liked, bookmarked: state.bookmarked, watched: state.watched },
      );
      // the last change to land reads the whole entry again (the server's dates and progress), so every control agrees
      if (client.isMutating({ mutationKey: relationMutationKey(showId) }) === 1) void client.invalidateQueries({ queryKey: key });
    },
    onError: (_error, mark, context) => {
      if (!username || !context) return;
      client.setQueryData<Entry>(accountKeys.entry(username, showId), (entry) => entry && restoreMark(entry, context.before, mark));
      moveCountsAndLists(client, username, showId, mark, context.before[mark]);
    },
    onSettled: () => {
      if (!username) return;
      void client.invalidateQueries({ queryKey: accountKeys.counts(username) });
      void client.invalidateQueries({ queryKey: accountKeys.lists(username) });
      void client.invalidateQueries({ queryKey: accountKeys.diary(username) });
      void client.invalidateQueries({ queryKey: accountKeys.stats(username) });
    },
  });
}

/** Whether clearing the status (watched off, or "Not in my diary") would erase progress or dates the fan entered. */
export const clearsProgress = (entry: Entry | undefined) =>
  Boolean(entry && (entry.episodesWatched > 0 || entry.startedOn || entry.finishedOn));
