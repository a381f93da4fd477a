/**
 * Registers the service worker (decision 0051; apps/web/sw/) when imported, which main.tsx does after the page has
 * loaded: nothing of it is on the first load but the import. The notices (offline, a new version) come in their own
 * chunk when there is one to show.
 */
const notices = () => import('../../features/pwa/AppNotices');

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  const showConnection = () => void notices().then((n) => n.showConnection(navigator.onLine));
  if (!navigator.onLine) showConnection();
  window.addEventListener('offline', showConnection);
  window.addEventListener('online', showConnection);

  const registration = await container.register('/sw.js', { scope: '/' });
  // (an automated browser that blocks service workers answers nothing)
  if (!registration) return;
  const offerUpdate = () => {
    const waiting = registration.waiting;
    // the first install has nothing to replace: only a worker waiting behind a controlling one is a new version
    if (!waiting || !container.controller) return;
    void notices().then((n) =>
      n.offerUpdate(() => {
        container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      }),
    );
  };
  offerUpdate();
  // this page loaded before the worker controlled it: ask for it to be kept for offline reading like the next ones
  if (!container.controller)
    void container.ready.then((ready) => ready.active?.postMessage({ type: 'KEEP_PAGE', url: window.location.href }));
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offerUpdate());
  });
  // a tab left open for days learns of a deployment too (the browser checks by itself only on navigations)
  setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
}

// a browser that refuses (a private window, a policy) is simply one where the app is not installable
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) registerServiceWorker().catch(() => undefined);
