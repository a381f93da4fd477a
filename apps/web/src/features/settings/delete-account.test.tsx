import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../stores/auth';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { SettingsPage } from './SettingsPage';

const me = (confirmWith: string[]) => ({
  username: 'minji',
  email: 'minji@example.com',
  avatar: null,
  role: 'user',
  region: null,
  confirmWith,
});

afterEach(() => {
  delete (window as { google?: unknown }).google;
});

describe('Settings → Delete my account', () => {
  it('offers the export, then asks the password in a dialog; a wrong one is shown and keeps the session', async () => {
    signInAs('minji');
    const calls = stubApi(({ url, method }) =>
      url === '/api/user/me' && method === 'DELETE'
        ? json({ status: 'error', message: 'The password is incorrect: your account was not deleted' }, 400)
        : url === '/api/user/me'
          ? json(me(['password']))
          : json({ region: null }),
    );
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    expect(await screen.findByRole('heading', { name: 'Delete My Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my diary (JSON)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my diary (CSV)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = await screen.findByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(password, 'not-it');
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect: your account was not deleted');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: '/api/user/me', body: { password: 'not-it' } }),
    ]);
    expect(dialog).toBeInTheDocument();
    expect(useAuthStore.getState().user?.username).toBe('minji');
  });

  it('asks Google again for an account without a password, and sends its credential', async () => {
    signInAs('minji');
    let callback: ((r: { credential: string }) => void) | undefined;
    (window as { google?: unknown }).google = {
      accounts: { id: { initialize: (o: { callback: typeof callback }) => (callback = o.callback), renderButton: () => undefined } },
    };
    const calls = stubApi(({ url, method }) =>
      url === '/api/user/me' && method === 'DELETE'
        ? json({ status: 'error', message: 'This Google account is not the one this account signs in with' }, 400)
        : url === '/api/user/me'
          ? json(me(['google']))
          : url === '/api/auth/config'
            ? json({ googleClientId: 'client-id' })
            : json({ region: null }),
    );
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(await screen.findByText('Your account signs in with Google: confirm with Google to delete it.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await waitFor(() => expect(callback).toBeDefined());
    callback!({ credential: 'google-id-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This Google account is not the one this account signs in with');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([expect.objectContaining({ body: { google: 'google-id-token' } })]);
  });
});
