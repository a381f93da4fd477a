import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadLandingPage } from './app/AppRoutes';
import { createQueryClient, Providers } from './app/providers';
import './styles.css';

// the static shell in index.html stays up until the first screen's chunk is in (see preloadLandingPage)
void preloadLandingPage(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
