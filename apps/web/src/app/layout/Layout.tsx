import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics';
import { Footer } from './Footer';
import { Header } from './Header';

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
      <PageViewTracker />
      <ScrollToTop />
    </div>
  );
}
