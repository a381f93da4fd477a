import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
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

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <PageViewTracker />
      <ScrollRestoration />
    </div>
  );
}
