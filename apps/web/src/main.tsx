import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadLandingPage, preloadPage } from './app/AppRoutes';
import { hydrateQueries, PAGE_STATE_ID, readPageState } from './app/page-state';
import { createQueryClient } from './app/providers';
import { setSiteBase } from './lib/site';
import { loadLanguage } from './i18n';
import { settleAddressLanguage, syncLanguageCookie } from './stores/general';
import './styles.css';
// every control's look (FormControls.tsx): a server-rendered page's buttons and fields are styled before any chunk loads
import './components/form-controls.css';
// the details page's buttons are in its server-rendered HTML: their styles must be there before its chunk is
import './components/MarkButtons.css';
// so are the login and sign-up forms (about 0.8 kB as sent, inline in every rendered page)
import './components/forms.css';
import './features/regions/regions.css';
// a public list's page is server-rendered too
import './features/personal-lists/personal-lists.css';
// so is a show's reviews page, with each review's "Comments (n)": styled as it arrives, it does not move under a
// finger when its chunk's styles would otherwise come (about 1 kB as sent)
import './features/reviews/reviews.css';
import './features/comments/comments.css';
import { syncRegionCookie } from './stores/region';
import { knowRegionName } from './lib/region-names';

const page = readPageState();
// the address decides the language (`/ko/…` is Korean): the store and the cookie follow it
const addressLanguage = settleAddressLanguage(page !== null);
syncLanguageCookie();
syncRegionCookie();
// the service worker (decision 0051): registered once the page has loaded, by a chunk of its own (it runs on import)
if (import.meta.env.PROD && 'serviceWorker' in navigator) window.addEventListener('load', () => void import('./app/pwa/register'));
const root = document.getElementById('root')!;
const client = createQueryClient();
const router = (routes: React.ReactNode, basename: string) => <BrowserRouter basename={basename || undefined}>{routes}</BrowserRouter>;

if (page) {
  // a server-rendered page: the same cache, language and site base as the server's render, once its screen is in
  setSiteBase(page.site);
  hydrateQueries(client, page.queries);
  if (page.regionName) knowRegionName(page.language, page.region, page.regionName);
  document.getElementById(PAGE_STATE_ID)?.remove();
  void Promise.all([preloadPage(window.location.pathname), loadLanguage(page.language)]).then(() =>
    hydrateRoot(
      root,
      <App client={client} language={page.language} region={page.region} viewportWidth={page.viewportWidth} router={router} />,
    ),
  );
} else {
  // the static shell in index.html stays up until the first screen's chunk is in (see preloadLandingPage)
  const language = addressLanguage;
  void Promise.all([preloadLandingPage(window.location.pathname), loadLanguage(language)]).then(() =>
    createRoot(root).render(<App client={client} language={language} router={router} />),
  );
}
