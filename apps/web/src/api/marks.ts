/**
 * Like, bookmark and watched (spec §4): the mark flips at once in the show's status, the user's counts and lists,
 * and flips back there if the server refuses. Only the one mark is undone, so a toggle of another mark that is
 * still under way keeps its own change.
 */
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { UserShowCounts, UserShowState, UserShowStatus } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys, noMarks } from './account';
import { paths, type ListPage } from './paths';
import { request } from './request';

export const markMutationKey = (showId: number) => ['toggle-mark', showId] as const;

const countOf = (counts: UserShowCounts, mark: UserShowStatus) => (mark === 'watched' ? counts.watched : counts[mark].count);

function withCount(counts: UserShowCounts, mark: UserShowStatus, delta: number): UserShowCounts {
  const count = Math.max(0, countOf(counts, mark) + delta);
  return mark === 'watched' ? { ...counts, watched: count } : { ...counts, [mark]: { count } };
}

/** Flips one mark of a show wherever it is cached for this user; applied twice it undoes itself. */
function flipMark(client: QueryClient, username: string, showId: number, mark: UserShowStatus) {
  const before = client.getQueryData<UserShowState>(accountKeys.status(username, showId)) ?? noMarks(showId);
  const on = !before[mark];
  client.setQueryData<UserShowState>(accountKeys.status(username, showId), { ...before, [mark]: on });
  client.setQueryData<UserShowCounts>(accountKeys.counts(username), (counts) => counts && withCount(counts, mark, on ? 1 : -1));
  // an unmarked show leaves its list at once; a newly marked one appears when the list is fetched again
  if (!on)
    client.setQueriesData<InfiniteData<ListPage>>({ queryKey: ['list', ...accountKeys.list(username, mark)] }, (lists) =>
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
    mutationFn: (mark: UserShowStatus) => request(paths.marks.toggle(mark, showId), { method: 'POST', auth: 'required' }),
    onMutate: async (mark) => {
      if (!username) return;
      // a status fetch still under way would overwrite the flip when it lands
      await client.cancelQueries({ queryKey: accountKeys.status(username, showId) });
      flipMark(client, username, showId, mark);
    },
    onSuccess: (state) => {
      if (username) client.setQueryData(accountKeys.status(username, showId), state);
    },
    onError: (_error, mark) => {
      if (username) flipMark(client, username, showId, mark);
    },
    onSettled: () => {
      if (!username) return;
      void client.invalidateQueries({ queryKey: accountKeys.counts(username) });
      void client.invalidateQueries({ queryKey: accountKeys.lists(username) });
    },
  });
}
