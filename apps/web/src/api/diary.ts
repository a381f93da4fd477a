/**
 * The diary (ARCHITECTURE 7.1): a show's entry, the diary list, statistics, personal lists, export and import.
 * Every key sits under the user's account key, so sign-out drops it all. A patch shows at once and is undone
 * if the server refuses it; whatever it settles on, the marks, counts, diary and stats are fetched again.
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateListBody,
  DiarySort,
  DiaryStatus,
  Entry,
  EntryPatch,
  ImportBody,
  ListItem,
  ListItemBody,
  ListPage,
} from '@klama/contract';
import { COMMUNITY_SORT, utcDay } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys, entryEndpoint, useShowEntry } from './account';
import { relationMutationKey } from './marks';
import { type Endpoint } from './paths';
import { memberApi } from './member-paths';
import { ApiError, request } from './request';
import { hasQueuedChanges, isOffline, isUnanswered } from './offline-diary-state';
import { previewPatch } from './entry-preview';

/** Items a list's page reads at a time (a list holds up to DIARY_LIMITS.itemsPerList). */
export const LIST_PAGE_SIZE = 100;

/** A personal list's two orders: the fan's own (`curated`, no `sort` asked) or the K-lama score's. */
export type ListOrder = 'curated' | typeof COMMUNITY_SORT;
const listPageQuery = (page: number, order: ListOrder) => ({
  page,
  limit: LIST_PAGE_SIZE,
  ...(order === COMMUNITY_SORT ? { sort: COMMUNITY_SORT } : {}),
});

export const diaryPaths = {
  entry: entryEndpoint,
  diary: (q: { status?: DiaryStatus; sort: DiarySort; page: number; limit: number }) => memberApi('diary', {}, q),
  stats: () => memberApi('diaryStats'),
  myLists: () => memberApi('myLists'),
  createList: () => memberApi('createList'),
  /** A list's page as its owner reads it (a private list too), in the list's order or by the K-lama score. */
  ownList: (id: number, page: number, order: ListOrder = 'curated') => memberApi('listPage', { id }, listPageQuery(page, order)),
  /** A list's page read by nobody: a public list (the server renders this one), 404 for any other. */
  publicList: (id: number, page: number, order: ListOrder = 'curated'): Endpoint<ListPage> => {
    const { url, method } = memberApi('listPage', { id }, listPageQuery(page, order));
    return { url, method };
  },
  listItem: (id: number, showId: number) => memberApi('putListItem', { id, showId }),
  removeListItem: (id: number, showId: number) => memberApi('deleteListItem', { id, showId }),
  exportUrl: (format: 'json' | 'csv') => memberApi('exportDiary', {}, { format }).url,
  import: (dryRun: boolean) => memberApi('importDiary', {}, { dryRun: String(dryRun) }),
};

const useUsername = () => useAuthStore((s) => s.user?.username ?? null);

export const diaryKeys = {
  entry: accountKeys.entry,
  diary: accountKeys.diary,
  stats: accountKeys.stats,
  /** one page of the diary as the screen asks for it */
  diaryPage: (username: string, q: object) => [...accountKeys.diary(username), q] as const,
  lists: (username: string) => [...accountKeys.user(username), 'my-lists'] as const,
  /** Every read of a list (anonymous or its owner's, from any page): what a change to it refreshes. */
  list: (id: number) => ['user-list', id] as const,
  /** `reader`: the owner's username, or null for the anonymous read; `from`: the page the reading starts at. */
  listPages: (id: number, reader: string | null, from: number, order: ListOrder = 'curated') =>
    ['user-list', id, reader ?? '(anonymous)', from, order] as const,
};

/** The show's entry: the same cache entry the mark buttons read (accountKeys.entry). */
export const useEntry = useShowEntry;

/** What a patch does to the entry at once (moved beside the queue that needs it too). */
export { previewPatch };

/**
 * Sends a diary change, or keeps it on the device when the server cannot be reached (decision 0052): offline, with
 * changes already waiting (they go first, in order), or when the request gets no answer. A kept change resolves
 * null: the screen keeps showing it, marked "Waiting to sync", until the queue is sent.
 */
export async function sendOrQueue(client: QueryClient, owner: string | null, showId: number, patch: EntryPatch): Promise<Entry | null> {
  const changedAt = new Date().toISOString();
  const keep = async (owner: string) => (await import('./offline-diary-queue')).keepOnDevice(client, owner, showId, patch, changedAt);
  if (owner && (isOffline() || hasQueuedChanges(owner))) return keep(owner);
  try {
    return await request(diaryPaths.entry(showId), { method: 'PATCH', body: patch, auth: 'required' });
  } catch (error) {
    if (owner && isUnanswered(error)) return keep(owner);
    throw error;
  }
}

export function usePatchEntry(showId: number) {
  const client = useQueryClient();
  const username = useUsername();
  return useMutation({
    mutationKey: [...relationMutationKey(showId), 'patch'],
    // offline, the change is kept on the device rather than paused in memory
    networkMode: 'always',
    mutationFn: (patch: EntryPatch) => sendOrQueue(client, username, showId, patch),
    onMutate: async (patch) => {
      if (!username) return undefined;
      const key = diaryKeys.entry(username, showId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Entry>(key);
      if (before) client.setQueryData<Entry>(key, previewPatch(before, patch));
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (username && context?.before) client.setQueryData(diaryKeys.entry(username, showId), context.before);
    },
    onSuccess: (entry) => {
      // an older answer must not overwrite a newer change still on its way: the last one to land sets the entry
      // (a change kept on the device has no answer yet: its preview stays)
      if (entry && username && client.isMutating({ mutationKey: relationMutationKey(showId) }) === 1)
        client.setQueryData(diaryKeys.entry(username, showId), entry);
    },
    onSettled: () => {
      if (!username) return;
      void client.invalidateQueries({ queryKey: accountKeys.counts(username) });
      void client.invalidateQueries({ queryKey: diaryKeys.diary(username) });
      void client.invalidateQueries({ queryKey: diaryKeys.stats(username) });
      void client.invalidateQueries({ queryKey: accountKeys.lists(username) });
    },
  });
}

export function useDiary(q: { status?: DiaryStatus; sort: DiarySort; page: number; limit: number }) {
  const username = useUsername();
  return useQuery({
    queryKey: diaryKeys.diaryPage(username ?? '(anonymous)', q),
    queryFn: ({ signal }) => request(diaryPaths.diary(q), { signal, auth: 'required' }),
    enabled: Boolean(username),
    placeholderData: keepPreviousData,
  });
}

export function useDiaryStats() {
  const username = useUsername();
  return useQuery({
    queryKey: diaryKeys.stats(username ?? '(anonymous)'),
    queryFn: ({ signal }) => request(diaryPaths.stats(), { signal, auth: 'required' }),
    enabled: Boolean(username),
  });
}

export function useMyLists() {
  const username = useUsername();
  return useQuery({
    queryKey: diaryKeys.lists(username ?? '(anonymous)'),
    queryFn: ({ signal }) => request(diaryPaths.myLists(), { signal, auth: 'required' }),
    enabled: Boolean(username),
  });
}

const listPagesOptions = (
  id: number,
  from: number,
  reader: string | null,
  order: ListOrder,
  read: (page: number, signal: AbortSignal) => Promise<ListPage>,
) => ({
  queryKey: diaryKeys.listPages(id, reader, from, order),
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => read(pageParam, signal),
  // another order of the same list keeps the shows on screen (and the sort control) until it arrives
  placeholderData: (previous: InfiniteData<ListPage, number> | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey[1] === id && previousQuery.queryKey[2] === (reader ?? '(anonymous)') ? previous : undefined,
  initialPageParam: from,
  getNextPageParam: (last: ListPage) => (last.hasNextPage && last.nextPage ? last.nextPage : undefined),
  retry: false,
});

/** A list's items from page `from` on, a page more at a time, read by nobody: a public list (what the server renders), else 404. */
export const usePublicListPages = (id: number, from: number, order: ListOrder = 'curated') =>
  useInfiniteQuery(listPagesOptions(id, from, null, order, (page, signal) => request(diaryPaths.publicList(id, page, order), { signal })));

/** The same read as `owner` (a private list is theirs alone: 404 to anyone else); none while `owner` is null. */
export const useOwnListPages = (id: number, from: number, owner: string | null, order: ListOrder = 'curated') =>
  useInfiniteQuery({
    ...listPagesOptions(id, from, owner ?? '(nobody)', order, (page, signal) =>
      request(diaryPaths.ownList(id, page, order), { signal, auth: 'required' }),
    ),
    enabled: owner !== null,
  });

type ListPages = InfiniteData<ListPage, number>;

/** Every loaded read of a list, its items changed by `change` (the positions they hold stay the same set). */
function changeLoadedItems(client: QueryClient, listId: number, change: (items: ListItem[]) => ListItem[], countChange = 0) {
  client.setQueriesData<ListPages>({ queryKey: diaryKeys.list(listId) }, (data) => {
    if (!data) return data;
    const items = data.pages.flatMap((p) => p.results);
    const positions = items.map((i) => i.position);
    const changed = change(items).map((item, n) => ({ ...item, position: positions[n]! }));
    let at = 0;
    const pages = data.pages.map((p) => {
      const results = changed.slice(at, at + p.results.length);
      at += p.results.length;
      return { ...p, results, itemCount: p.itemCount + countChange };
    });
    return { ...data, pages };
  });
}

export function useCreateList() {
  const client = useQueryClient();
  const username = useUsername();
  return useMutation({
    mutationFn: (body: CreateListBody) => request(diaryPaths.createList(), { method: 'POST', body, auth: 'required' }),
    onSettled: () => username && client.invalidateQueries({ queryKey: diaryKeys.lists(username) }),
  });
}

/** Adds a show to a list, moves it or edits its note; the list's page shows the change at once. */
export function usePutListItem(listId: number) {
  const client = useQueryClient();
  const username = useUsername();
  return useMutation({
    mutationFn: ({ showId, ...body }: ListItemBody & { showId: number }) =>
      request(diaryPaths.listItem(listId, showId), { method: 'PUT', body, auth: 'required' }),
    onMutate: async ({ showId, position }) => {
      await client.cancelQueries({ queryKey: diaryKeys.list(listId) });
      const before = client.getQueriesData<ListPages>({ queryKey: diaryKeys.list(listId) });
      if (position !== undefined)
        changeLoadedItems(client, listId, (items) => {
          // the item takes the place of the one at `position` (positions may skip hidden shows)
          const from = items.findIndex((i) => i.show.id === showId);
          const to = items.findIndex((i) => i.position === position);
          if (from < 0 || to < 0) return items;
          const moved = [...items];
          const [item] = moved.splice(from, 1);
          moved.splice(to, 0, item!);
          return moved;
        });
      return { before };
    },
    onError: (_e, _v, context) => context?.before.forEach(([key, data]) => client.setQueryData(key, data)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: diaryKeys.list(listId) });
      if (username) void client.invalidateQueries({ queryKey: diaryKeys.lists(username) });
    },
  });
}

export function useRemoveListItem(listId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (showId: number) => request(diaryPaths.removeListItem(listId, showId), { method: 'DELETE', auth: 'required' }),
    onMutate: async (showId) => {
      await client.cancelQueries({ queryKey: diaryKeys.list(listId) });
      const before = client.getQueriesData<ListPages>({ queryKey: diaryKeys.list(listId) });
      changeLoadedItems(client, listId, (items) => items.filter((i) => i.show.id !== showId), -1);
      return { before };
    },
    onError: (_e, _v, context) => context?.before.forEach(([key, data]) => client.setQueryData(key, data)),
    onSettled: () => void client.invalidateQueries({ queryKey: diaryKeys.list(listId) }),
  });
}

/** Previews (dryRun) or applies an import; applying refreshes everything the diary shows. */
export function useImport() {
  const client = useQueryClient();
  const username = useUsername();
  return useMutation({
    mutationFn: ({ dryRun, ...body }: ImportBody & { dryRun: boolean }) =>
      request(diaryPaths.import(dryRun), { method: 'POST', body, auth: 'required' }),
    onSuccess: (result) => {
      if (result.applied && username) void client.invalidateQueries({ queryKey: accountKeys.user(username) });
    },
  });
}

/** Downloads the export as a file (the call needs the session's token, so it is fetched, then saved from a blob). */
export async function downloadExport(format: 'json' | 'csv'): Promise<void> {
  const { withSession } = await import('./session');
  const blob = await withSession('required', async (token) => {
    const response = await fetch(diaryPaths.exportUrl(format), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
    if (!response.ok)
      throw response.status === 401
        ? new ApiError('Authentication required', 401, [], 'auth.authenticationRequired')
        : new ApiError('The export failed', response.status, [], 'exportFailed');
    return response.blob();
  });
  const name = `klama-diary-${utcDay()}.${format}`;
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** A failed call's most precise message: the first field error (a 400 naming the field), else the message. */
export const fieldMessage = (error: Error) =>
  error instanceof ApiError && error.errors[0]
    ? `${error.errors[0].path.replace(/^body\./, '')}: ${error.errors[0].message}`
    : error.message;
