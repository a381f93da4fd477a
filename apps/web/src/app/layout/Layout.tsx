import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics';
import { Footer } from './Footer';
import { Header } from './Header';
import { useHydrated } from '../../lib/use-hydrated';
import { useGeneralStore, useLanguage } from '../../stores/general';

const LanguageOffer = lazy(() => import('./LanguageOffer').then((m) => ({ default: m.LanguageOffer })));

/**
 * The Korean page offered (LanguageOffer) on an English page, after hydration (the rendered page is the same for
 * every visitor), to a visitor whose browser puts Korean first and who has not closed the offer or chosen a language.
 */
function KoreanOffer() {
  const hydrated = useHydrated();
  const english = useLanguage() === 'en';
  const done = useGeneralStore((s) => s.offerDone);
  if (!hydrated || !english || done || !/^ko\b/i.test(navigator.languages?.[0] ?? navigator.language)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}

/** One page view per route change: the only place that reports them (the original counted some twice). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}

/** A new path starts at the top of the page (query-only changes, such as Discover's, keep the position). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
      <KoreanOffer />
      <PageViewTracker />
      <ScrollToTop />
    </div>
  );
}
