/**
 * Page-view analytics. Does nothing unless `VITE_GA_ID` is set at build time; then it loads gtag lazily
 * and sends exactly one page_view per route change (the router effect is the only caller).
 */
type Gtag = (...args: unknown[]) => void;

let measurementId: string | undefined = import.meta.env.VITE_GA_ID as string | undefined;
let sender: ((path: string) => void) | null = null;

export function configureAnalytics(options: { measurementId?: string; send?: (path: string) => void }) {
  measurementId = options.measurementId;
  sender = options.send ?? null;
}

function gtagSender(id: string): (path: string) => void {
  const w = window as unknown as { dataLayer: unknown[]; gtag?: Gtag };
  if (!w.gtag) {
    w.dataLayer = w.dataLayer || [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return (path) => w.gtag!('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}

export function trackPageView(path: string): void {
  if (!measurementId) return;
  sender ??= gtagSender(measurementId);
  sender(path);
}
