/**
 * K-lama's service worker (decision 0051), built by vite-plugin-pwa (injectManifest) into dist/sw.js.
 *
 * - The app shell's files (scripts, styles, icons, the offline page) are precached; other hashed assets are kept
 *   once fetched (they never change).
 * - Navigations are network-first (fresh server-rendered pages), then the copy of a page already visited, then the
 *   offline page.
 * - The public catalogue's GETs are network-first with a cached fallback; nothing else under /api (auth, the fan's
 *   own answers, the console) is ever cached here.
 * - A push shows its notification; a click on it opens or focuses the page it links to.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { catalogueApiPath } from './catalogue-api';
import { notificationOf, type PushPayload } from './push-payload';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const OFFLINE_PAGE = '/offline.html';
const PAGES_CACHE = 'klama-pages';
const CATALOGUE_CACHE = 'klama-catalogue-api';
const ASSETS_CACHE = 'klama-assets';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const isPage = (url: URL) => url.origin === self.location.origin && !url.pathname.startsWith('/api/');
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // a slow connection is not an offline one: wait for it a while before the visited copy is shown
  networkTimeoutSeconds: 8,
  // the server varies pages by cookie and client hints, which a navigation's request does not carry here
  matchOptions: { ignoreVary: true },
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isPage(url), pages);

/**
 * The page a visit began on loaded before this worker controlled it: the page asks for it to be kept too (once; a
 * page already kept is not fetched again).
 */
async function keepPage(event: ExtendableMessageEvent, address: string) {
  const url = new URL(address);
  if (!isPage(url)) return;
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(url.href, { ignoreVary: true })) return;
  const [, done] = pages.handleAll({ event, request: new Request(url.href, { credentials: 'same-origin' }) });
  await done;
}

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && catalogueApiPath(url.pathname),
  new NetworkFirst({
    cacheName: CATALOGUE_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// a hashed asset never changes: a chunk fetched once (a screen visited, its styles) is kept for offline use
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200 })] }),
);

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; url?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_PAGE' && typeof message.url === 'string')
    event.waitUntil(keepPage(event, message.url).catch(() => undefined));
});

self.addEventListener('push', (event) => {
  let payload: PushPayload | null = null;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    payload = null;
  }
  const { title, options } = notificationOf(payload, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(openOrFocus(target));
});

async function openOrFocus(target: string) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((w) => w.url === target);
  if (open) return void (await open.focus());
  // a window of the app already open goes to the page; without one, a new window opens it
  const app = windows[0];
  if (app) {
    const moved = await app.navigate(target).catch(() => null);
    if (moved) return void (await moved.focus());
  }
  await self.clients.openWindow(target);
}
