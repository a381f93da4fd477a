/**
 * The boot script's hand-off: src/boot.ts starts the landing screen's reads before the app bundle has arrived and
 * leaves them here by URL; request() takes each answer once, and a later read of the same URL fetches afresh.
 */
const PREFETCH_KEY = '__klamaPrefetch';
type PrefetchWindow = { [PREFETCH_KEY]?: Map<string, Promise<Response>> };

/** An answer nobody took by then is dropped: the screen was left, and a later read fetches afresh. */
const UNCLAIMED_MS = 30_000;

export function startPrefetch(urls: string[]) {
  const pending = new Map<string, Promise<Response>>();
  for (const url of urls) {
    const response = fetch(url, { headers: { accept: 'application/json' } });
    // request() reports failures when it takes the answer; until then a rejection is not unhandled
    response.catch(() => undefined);
    pending.set(url, response);
  }
  (window as PrefetchWindow)[PREFETCH_KEY] = pending;
  setTimeout(() => pending.clear(), UNCLAIMED_MS);
}

export function takePrefetched(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const pending = (window as PrefetchWindow)[PREFETCH_KEY];
  const response = pending?.get(url);
  pending?.delete(url);
  return response;
}
