/**
 * What a server-rendered page carries for the browser, as JSON in `<script type="application/json" id="page-state">`
 * (data, not code: the CSP allows no inline script): the language and site base it was rendered with and the
 * dehydrated query cache, so hydration renders the same markup and asks the API nothing the page already holds.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/request';
import type { Language } from '../stores/general';
import { PAGE_STATE_ID } from './page-state-id';

export { PAGE_STATE_ID };

export type PageState = {
  language: Language;
  region: string;
  /** The region's name in the page's language, as the server wrote it (lib/region-names.ts). */
  regionName?: string;
  viewportWidth: number;
  site: string;
  queries: DehydratedState;
};

type PlainError = { name: 'ApiError'; message: string; status: number; errors: ApiError['errors']; code?: string };

/** Successful reads, and failed ones with an API status (a 404 page stays a 404 page), errors as plain objects. */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || (q.state.status === 'error' && q.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError)
      query.state.error = {
        name: 'ApiError',
        message: error.message,
        status: error.status,
        errors: error.errors,
        ...(error.code ? { code: error.code } : {}),
      } satisfies PlainError as never;
  }
  return state;
}

/**
 * Fills the browser's cache from the page; a failed read is not asked again on mount (the server just did). The
 * page may come from the server's page cache, rendered minutes ago: its reads are as current as the catalogue
 * version it was kept under (the cache drops it when that moves), so they count as read now, not as stale ones
 * to ask again on mount (that was every read of the page a second time).
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState) {
  const now = Date.now();
  for (const query of state.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
    const error = query.state.error as PlainError | null | undefined;
    if (error?.name !== 'ApiError') continue;
    query.state.error = new ApiError(error.message, error.status, error.errors, error.code) as never;
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(client, state);
}

/** JSON safe inside a `<script>` element. */
export const pageStateJson = (state: PageState) => JSON.stringify(state).replace(/</g, '\\u003c');

export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
