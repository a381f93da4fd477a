import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { COLLECTION_IDS } from '@klama/contract';
import { useCollectionRow, useDiscover, useGenres, useHeroes, useKeywords, useNewestShows, useTones, useTrending } from './api/catalogue';
import { paths } from './api/paths';
import { request } from './api/request';
import { useShowCast, useShowCredits, useShowDetails, useShowProviders, useSimilarShows } from './api/shows';
import { landingRoute } from './app/landing-routes';
import { setQueryClientLanguage } from './api/catalogue-language';
import { boot } from './boot';
import { filtersFromParams } from './features/discover/url-filters';
import { pageSizeFor } from './lib/page-size';
import { json, stubApi, testQueryClient, type ApiCall } from './test/render';

let calls: ApiCall[] = [];
const requested = () => calls.map((c) => c.url);

/** Runs the boot script at a path; returns the URLs it started and forgets them. */
async function bootAt(path: string) {
  window.history.replaceState(null, '', path);
  boot();
  const started = requested();
  // every read started is handed over without a second fetch (taken here, so the hooks below fetch afresh)
  await Promise.all(started.map((url) => request({ url })));
  expect(calls).toHaveLength(started.length);
  calls.length = 0;
  return started;
}

/** The URLs a screen's hooks read, with no boot script in play. */
async function hookUrls(useReads: () => { isSuccess: boolean }[], language: 'en' | 'kr' = 'en') {
  const client = testQueryClient();
  setQueryClientLanguage(client, language);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(useReads, { wrapper });
  await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
  return requested();
}

beforeEach(() => {
  calls = stubApi(({ url }) => json({ url }));
});
afterEach(() => {
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
    expect(landingRoute('/ko')).toEqual({ page: 'home' });
    expect(landingRoute('/ko/details/7')).toEqual({ page: 'details', id: 7 });
    expect(landingRoute('/kor/details/7')).toBeNull();
  });
});

describe('boot script', () => {
  it("starts exactly the reads of the home screen's hooks", async () => {
    const started = await bootAt('/');
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
    const started = await bootAt('/details/42');
    const viaHooks = await hookUrls(() => [
      useShowDetails(42),
      useShowCast(42),
      useShowProviders(42),
      useShowCredits(42),
      useSimilarShows(42),
    ]);
    expect(started.sort()).toEqual(viaHooks.sort());
  });

  it("starts a Korean page's reads in Korean, as its screen asks for them (no read made twice)", async () => {
    const started = await bootAt('/ko/details/42');
    expect(started).toContain('/api/show/details/42?language=ko');
    const viaHooks = await hookUrls(
      () => [useShowDetails(42), useShowCast(42), useShowProviders(42), useShowCredits(42), useSimilarShows(42)],
      'kr',
    );
    expect(started.sort()).toEqual(viaHooks.sort());
    calls.length = 0;
    expect((await bootAt('/ko')).sort()).toEqual(
      (await bootAt('/')).map((url) => `${url}${url.includes('?') ? '&' : '?'}language=ko`).sort(),
    );
  });

  it('starts the discover reads for the filters in the address', async () => {
    const started = await bootAt('/discover?genre=3&keyword=5,7&page=2');
    expect(started).toContain(`/api/show?page=2&limit=${pageSizeFor(window.innerWidth)}&keyword=5%2C7&genre=3`);
    const filters = filtersFromParams(new URLSearchParams(window.location.search));
    const viaHooks = await hookUrls(() => [useGenres(), useTones(), useKeywords(), useDiscover(filters, pageSizeFor(window.innerWidth))]);
    expect(started.sort()).toEqual(viaHooks.sort());
  });

  it('hands each answer to request() once, then reads afresh', async () => {
    boot();
    const started = calls.length;
    await expect(request(paths.hero())).resolves.toEqual({ url: '/api/hero' });
    expect(calls.length).toBe(started);
    await request(paths.hero());
    expect(calls.length).toBe(started + 1);
  });

  it('does nothing on other screens', async () => {
    expect(await bootAt('/about')).toEqual([]);
  });
});
