/**
 * The first script of every page: a separate, small entry that the HTML loads (async) next to the app bundle.
 * For the screen being opened it starts the screen's chunk and its first API reads while the bundle (React and
 * the rest, ~95 kB gzipped) is still downloading; without it they formed a waterfall behind the bundle
 * (bundle → route chunk → data → images). getJson takes the answers it left (PREFETCH_KEY), each once.
 */
import { COLLECTION_IDS } from '@klama/contract';
import { apiUrl, PREFETCH_KEY, requests, type ApiRequest, type PrefetchWindow } from './api/requests';
import { landingRoute, type LandingRoute } from './app/route-loaders';
import { filtersFromParams } from './features/discover/url-filters';
import { pageSizeFor } from './lib/page-size';

/** An answer nobody took by then is dropped: the screen was left, and a later read fetches afresh. */
const UNCLAIMED_MS = 30_000;

function readsFor(route: LandingRoute): ApiRequest[] {
  switch (route.page) {
    case 'home':
      return [
        requests.hero(),
        requests.trending(),
        requests.newest(),
        requests.collectionRow(COLLECTION_IDS.VIEWERS_CHOICE),
        requests.collectionRow(COLLECTION_IDS.GENRE_FICTION),
      ];
    case 'details':
      // the details screen asks for the rest once the show has loaded: here they all start together
      return [
        requests.showDetails(route.id),
        requests.showCast(route.id),
        requests.showProviders(route.id),
        requests.showCredits(route.id),
        requests.similarShows(route.id),
      ];
    case 'discover':
      return [
        requests.genres(),
        requests.tones(),
        requests.keywords(),
        requests.discover(filtersFromParams(new URLSearchParams(location.search)), pageSizeFor(window.innerWidth)),
      ];
  }
}

/** The build lists each landing screen's files in index.html; a failed one is retried, and reported, by the router. */
function preloadChunks(page: LandingRoute['page']) {
  const list = document.getElementById('route-chunks')?.textContent;
  const files = (list ? (JSON.parse(list) as Record<string, string[]>)[page] : undefined) ?? [];
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    link.href = file;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
}

export function boot() {
  const route = landingRoute(location.pathname);
  if (!route) return;
  preloadChunks(route.page);
  const pending = new Map<string, Promise<Response>>();
  for (const [path, query] of readsFor(route)) {
    const url = apiUrl(path, query);
    const response = fetch(url, { headers: { accept: 'application/json' } });
    // getJson reports failures when it takes the answer; until then a rejection is not unhandled
    response.catch(() => undefined);
    pending.set(url, response);
  }
  (window as PrefetchWindow)[PREFETCH_KEY] = pending;
  setTimeout(() => pending.clear(), UNCLAIMED_MS);
}

boot();
