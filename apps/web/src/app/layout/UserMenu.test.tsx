import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../stores/auth';
import { json, stubApi, renderRoutes, signInAs } from '../../test/render';
import { UserMenu } from './UserMenu';
import { createStore, get, set } from 'idb-keyval';

describe('header account corner', () => {
  it('signed out: a Login button that remembers the origin', async () => {
    const user = userEvent.setup();
    renderRoutes(<UserMenu />, '/details/5?x=1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toMatchObject({ from: { pathname: '/details/5', search: '?x=1' } });
  });

  it('signed in: the person icon without an avatar, and a menu with the username, Profile, Settings and Logout', async () => {
    signInAs('minji');
    stubApi(() => json({ username: 'minji', email: 'minji@example.com', avatar: null, role: 'user', region: null }));
    const user = userEvent.setup();
    renderRoutes(<UserMenu />, '/');
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Account menu for minji', expanded: false })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('minji');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Profile', 'Settings', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/minji');
  });

  it('an admin also finds Admin, which opens the console', async () => {
    signInAs('minji');
    stubApi(({ url }) =>
      url === '/api/user/me'
        ? json({ username: 'minji', email: 'minji@example.com', avatar: null, role: 'admin', region: null })
        : json({}, 404),
    );
    const user = userEvent.setup();
    renderRoutes(<UserMenu />, '/');
    (await screen.findByRole('button', { name: 'Account menu for minji', expanded: false })).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('logout revokes the session on the server (its cookie), clears it here and reloads the current path', async () => {
    signInAs('minji');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const calls = stubApi(() => json({ status: 'ok' }));
    const user = userEvent.setup();
    renderRoutes(<UserMenu />, '/settings');
    (await screen.findByRole('button', { name: 'Account menu for minji', expanded: false })).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    // the refresh token is in the HttpOnly cookie the browser sends: nothing in the body
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/auth/logout', body: undefined });
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, legacyRefreshToken: null });
  });

  it("logout deletes the account's diary changes still waiting on this device, and no other account's", async () => {
    const device = createStore('klama-offline', 'diary-queue');
    const change = { id: 'x', showId: 7, patch: { rating: 8 }, changedAt: new Date().toISOString() };
    await set('queue:minji', [change], device);
    await set('queue:jisoo', [change], device);
    signInAs('minji');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    stubApi(() => json({ status: 'ok' }));
    const user = userEvent.setup();
    renderRoutes(<UserMenu />, '/settings');
    (await screen.findByRole('button', { name: 'Account menu for minji', expanded: false })).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(await get('queue:minji', device)).toBeUndefined();
    expect(await get('queue:jisoo', device)).toEqual([change]);
  });
});
