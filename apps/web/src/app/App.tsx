import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RenderedLanguage, type Language } from '../stores/general';
import { RENDER_WIDTH, RenderedViewportWidth } from '../lib/use-viewport';
import { AppRoutes } from './AppRoutes';
import { Providers } from './providers';

/** The whole app inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({
  client,
  language,
  viewportWidth = RENDER_WIDTH.desktop,
  router,
}: {
  client: QueryClient;
  /** What a server render used (the browser hydrates with the same, then follows its own). */
  language: Language;
  viewportWidth?: number;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <RenderedLanguage.Provider value={language}>
        <RenderedViewportWidth.Provider value={viewportWidth}>
          <Providers client={client}>{router(<AppRoutes />)}</Providers>
          <HydratedMark />
        </RenderedViewportWidth.Provider>
      </RenderedLanguage.Provider>
    </StrictMode>
  );
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
