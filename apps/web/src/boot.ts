/**
 * The first script of every page: a separate, small entry that the HTML loads (async) next to the app bundle.
 * For the screen being opened it starts the screen's chunk and its first API reads while the bundle (React and
 * the rest, ~95 kB gzipped) is still downloading; without it they formed a waterfall behind the bundle
 * (bundle → route chunk → data → images). request() takes the answers it left (api/prefetch.ts), each once.
 */
import { COLLECTION_IDS, catalogueLanguageOf, languageOfPath } from '@klama/contract';
import { inLanguage } from './api/in-language';
import { paths, type Endpoint } from './api/paths';
import { startPrefetch } from './api/prefetch';
import { SERVER_RENDERED_ATTRIBUTE } from './app/page-state-id';
import { landingRoute, type LandingPage, type LandingRoute } from './app/landing-routes';
import { filtersFromParams } from './features/discover/url-filters';
import { pageSizeFor } from './lib/page-size';
import { rememberEarlySearchPress } from './app/layout/early-search';

function readsFor(route: LandingRoute): Endpoint<unknown>[] {
  switch (route.page) {
    case 'home':
      return [
        paths.hero(),
        paths.trending(),
        paths.newest(),
        paths.collectionRow(COLLECTION_IDS.VIEWERS_CHOICE),
        paths.collectionRow(COLLECTION_IDS.GENRE_FICTION),
      ];
    case 'details':
      // the details screen asks for the rest once the show has loaded: here they all start together
      return [
        paths.showDetails(route.id),
        paths.showCast(route.id),
        paths.showProviders(route.id),
        paths.showCredits(route.id),
        paths.similarShows(route.id),
      ];
    case 'discover':
      return [
        paths.genres(),
        paths.tones(),
        paths.keywords(),
        paths.discover(filtersFromParams(new URLSearchParams(location.search)), pageSizeFor(window.innerWidth)),
      ];
  }
}

/** The build lists each landing screen's files in index.html; a failed one is retried, and reported, by the router. */
function preloadChunks(page: LandingPage) {
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
  rememberEarlySearchPress();
  const route = landingRoute(location.pathname);
  if (!route) return;
  preloadChunks(route.page);
  // a server-rendered page carries its data (app/page-state.ts): asking again would be a duplicate request
  if (document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
  // in the address's language, as the screen will ask (request() adds `language=ko` the same way): else a Korean
  // page's reads would not match, and be made twice
  const language = catalogueLanguageOf(languageOfPath(location.pathname));
  startPrefetch(readsFor(route).map((endpoint) => inLanguage(endpoint, language).url));
}

boot();
