/**
 * The component-test harness: every test renders through here, with the API stubbed by ./api (stubApi) and a
 * session set up by ./session when it needs one.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';

export { deferred, json, onePage, stubApi, type ApiCall } from './api';
export { fakeJwt, signInAs, signOut } from './session';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Where the router is, for assertions on navigation: the path as text, the query as data-search, location.state as data-state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders with a fresh query client (no retries) inside a memory router at `route`, with a LocationProbe. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: InitialEntry } = {}) {
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** The same, with the route as second argument (account tests). */
export const renderRoutes = (ui: ReactElement, entry: InitialEntry = '/') => renderWithProviders(ui, { route: entry });
