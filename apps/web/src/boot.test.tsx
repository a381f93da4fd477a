import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { COLLECTION_IDS } from '@klama/contract';
import { getJson } from './api/client';
import {
  useCollectionRow,
  useDiscover,
  useGenres,
  useHeroes,
  useKeywords,
  useNewestShows,
  useShowCast,
  useShowCredits,
  useShowDetails,
  useShowProviders,
  useSimilarShows,
  useTones,
  useTrending,
} from './api/queries';
import { PREFETCH_KEY, type PrefetchWindow } from './api/requests';
import { landingRoute } from './app/route-loaders';
import { boot } from './boot';
import { filtersFromParams } from './features/discover/url-filters';
import { pageSizeFor } from './lib/page-size';
import { jsonResponse } from './test/render';

const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(jsonResponse({ url: String(input) })));
const requested = () => fetchMock.mock.calls.map(([input]) => String(input));
const prefetched = () => [...((window as PrefetchWindow)[PREFETCH_KEY]?.keys() ?? [])];

/** Runs the boot script at a path; returns the URLs it started and forgets them. */
function bootAt(path: string) {
  window.history.replaceState(null, '', path);
  boot();
  const started = requested();
  expect(prefetched()).toEqual(started);
  delete (window as PrefetchWindow)[PREFETCH_KEY];
  fetchMock.mockClear();
  return started;
}

/** The URLs a screen's hooks read, with no boot script in play. */
async function hookUrls(useReads: () => { isSuccess: boolean }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(useReads, { wrapper });
  await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
  return requested();
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  delete (window as PrefetchWindow)[PREFETCH_KEY];
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('landing routes', () => {
  it('recognises home, details and discover only', () => {
    expect(landingRoute('/')).toEqual({ page: 'home' });
    expect(landingRoute('/discover/')).toEqual({ page: 'discover' });
    expect(landingRoute('/details/9000001')).toEqual({ page: 'details', id: 9000001 });
    expect(landingRoute('/details/0')).toBeNull();
    expect(landingRoute('/details/abc')).toBeNull();
    expect(landingRoute('/about')).toBeNull();
  });
});

describe('boot script', () => {
  it("starts exactly the reads of the home screen's hooks", async () => {
    const started = bootAt('/');
    expect(started).toHaveLength(5);
    const viaHooks = await hookUrls(() => [
      useHeroes(),
      useTrending(),
      useNewestShows(),
      useCollectionRow(COLLECTION_IDS.VIEWERS_CHOICE),
      useCollectionRow(COLLECTION_IDS.GENRE_FICTION),
    ]);
    expect(started.sort()).toEqual(viaHooks.sort());
  });

  it("starts exactly the details screen's first reads", async () => {
    const started = bootAt('/details/42');
    const viaHooks = await hookUrls(() => [
      useShowDetails(42),
      useShowCast(42),
      useShowProviders(42),
      useShowCredits(42),
      useSimilarShows(42),
    ]);
    expect(started.sort()).toEqual(viaHooks.sort());
  });

  it('starts the discover reads for the filters in the address', async () => {
    const started = bootAt('/discover?genre=3&keyword=5,7&page=2');
    expect(started).toContain(`/api/show?page=2&limit=${pageSizeFor(window.innerWidth)}&keyword=5%2C7&genre=3`);
    const filters = filtersFromParams(new URLSearchParams(window.location.search));
    const viaHooks = await hookUrls(() => [useGenres(), useTones(), useKeywords(), useDiscover(filters, pageSizeFor(window.innerWidth))]);
    expect(started.sort()).toEqual(viaHooks.sort());
  });

  it('hands each answer to getJson once, then reads afresh', async () => {
    boot();
    const calls = fetchMock.mock.calls.length;
    await expect(getJson('hero')).resolves.toEqual({ url: '/api/hero' });
    expect(fetchMock.mock.calls.length).toBe(calls);
    await getJson('hero');
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });

  it('does nothing on other screens', () => {
    expect(bootAt('/about')).toEqual([]);
  });
});
