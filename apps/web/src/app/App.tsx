import { Fragment, StrictMode, useEffect, type ReactNode } from 'react';
import { KOREAN_PREFIX } from '@klama/contract';
import type { QueryClient } from '@tanstack/react-query';
import { RenderedLanguage, useLanguage, type Language } from '../stores/general';
import { RENDER_WIDTH, RenderedViewportWidth } from '../lib/use-viewport';
import { AppRoutes } from './AppRoutes';
import { currentRegion, RenderedRegion } from '../stores/region';
import { I18nProvider } from '../i18n/I18nProvider';
import { Providers } from './providers';

/** The whole app inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({
  client,
  language,
  region = currentRegion(),
  viewportWidth = RENDER_WIDTH.desktop,
  router,
}: {
  client: QueryClient;
  /** What a server render used (the browser hydrates with the same, then follows its own). */
  language: Language;
  /** the where-to-watch region a server render used (features/regions) */
  region?: string;
  viewportWidth?: number;
  /** `basename`: the address's language prefix (`/ko`, or '' for English) */
  router: (routes: ReactNode, basename: string) => ReactNode;
}) {
  return (
    <StrictMode>
      <RenderedLanguage.Provider value={language}>
        <RenderedRegion.Provider value={region}>
          <RenderedViewportWidth.Provider value={viewportWidth}>
            <Providers client={client}>
              <I18nProvider>
                <LanguageRouter router={router} />
              </I18nProvider>
            </Providers>
            <HydratedMark />
          </RenderedViewportWidth.Provider>
        </RenderedRegion.Provider>
      </RenderedLanguage.Provider>
    </StrictMode>
  );
}

/**
 * The routes under the page's language prefix (decision 0053: one mechanism, a basename, so every link of a Korean
 * page stays Korean); a new router when the language switch moves the address (it reads the address afresh).
 */
function LanguageRouter({ router }: { router: (routes: ReactNode, basename: string) => ReactNode }) {
  const language = useLanguage();
  return <Fragment key={language}>{router(<AppRoutes />, language === 'kr' ? KOREAN_PREFIX : '')}</Fragment>;
}

/**
 * Marks the document once the app is live in the browser (`<html data-hydrated>`): until then a server-rendered
 * page shows controls that do nothing yet. Browser tests wait for it after loading a page.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
