/** The paged show lists behind category, collection and personal list screens. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { COMMUNITY_SORT, PersonSort } from '@klama/contract';
import type { ListEndpoint } from './paths';
import { request } from './request';
import { queryClientLanguage } from './catalogue-language';

/**
 * Which list a screen shows: its cache key, its endpoint, whether it is the signed-in user's own, whether it also
 * sorts most popular first (a person's shows), and whether it has an order of its own (a collection's, set by the
 * operators), which it is then shown in until another sort is chosen.
 */
/** The keys of the paged lists' caches: a source's key with 'list' in front. */
export const listKeys = {
  of: (source: readonly unknown[]) => ['list', ...source] as const,
  /** one sort and page size of a list: a change of either starts again from page 1 */
  pages: (source: readonly unknown[], sort: ListSort, limit: number) => [...listKeys.of(source), sort, limit] as const,
};

/** Every list also sorts by the K-lama score (`community_desc`). */
export type ListSource = {
  key: readonly unknown[];
  list: ListEndpoint;
  personal?: boolean;
  popular?: boolean;
  curated?: boolean;
};

/** A list's order as a screen chooses it: a sort, or the list's own (curated) order. */
export type ListSort = PersonSort | typeof COMMUNITY_SORT | typeof CURATED;
export const CURATED = 'curated' as const;

/**
 * Infinite list for category and collection screens. Sort, source and page size are in the key, so a change
 * starts again from page 1, and pages above 1 are appended (spec §4).
 */
export const useShowList = (source: ListSource | null, sort: ListSort, limit: number) =>
  useInfiniteQuery({
    queryKey: listKeys.pages(source?.key ?? [], sort, limit),
    queryFn: ({ pageParam, signal, client }) =>
      request(source!.list({ page: pageParam, limit, sort: sort === CURATED ? undefined : sort }), {
        signal,
        auth: source!.personal ? 'required' : 'none',
        language: queryClientLanguage(client),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage && last.nextPage ? last.nextPage : undefined),
    enabled: source !== null,
    staleTime: 5 * 60_000,
    retry: 1,
  });
