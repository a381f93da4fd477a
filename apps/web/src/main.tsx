import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadLandingPage, preloadPage } from './app/AppRoutes';
import { hydrateQueries, PAGE_STATE_ID, readPageState } from './app/page-state';
import { createQueryClient } from './app/providers';
import { setSiteBase } from './lib/site';
import { syncLanguageCookie } from './stores/general';
import './styles.css';
// the details page's buttons are in its server-rendered HTML: their styles must be there before its chunk is
import './components/ShowActions.css';

syncLanguageCookie();
const root = document.getElementById('root')!;
const client = createQueryClient();
const router = (routes: React.ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;
const page = readPageState();

if (page) {
  // a server-rendered page: the same cache, language and site base as the server's render, once its screen is in
  setSiteBase(page.site);
  hydrateQueries(client, page.queries);
  document.getElementById(PAGE_STATE_ID)?.remove();
  void preloadPage(window.location.pathname).then(() =>
    hydrateRoot(root, <App client={client} language={page.language} viewportWidth={page.viewportWidth} router={router} />),
  );
} else {
  // the static shell in index.html stays up until the first screen's chunk is in (see preloadLandingPage)
  void preloadLandingPage(window.location.pathname).then(() =>
    createRoot(root).render(<App client={client} language="en" router={router} />),
  );
}
