/** Helpers for account tests: readable fake JWTs, a signed-in store, a fetch router and a location probe. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { useAuthStore } from '../stores/auth';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token whose exp the client can read (the signature is never checked client-side). */
export const fakeJwt = (name: string, expiresInSeconds = 900) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;

export function signInAs(username = 'minji', tokens: { accessToken?: string; refreshToken?: string } = {}) {
  useAuthStore.setState({
    user: { username, email: `${username}@example.com`, avatar: null },
    accessToken: tokens.accessToken ?? fakeJwt('access-1'),
    refreshToken: tokens.refreshToken ?? 'refresh-1',
    isLoading: false,
  });
}

export const signOut = () => useAuthStore.getState().clear();

export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: FetchCall) => Response | Promise<Response>;

/** Replaces fetch with a handler and records every call. */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', spy);
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderRoutes(ui: ReactElement, entry: InitialEntry = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
