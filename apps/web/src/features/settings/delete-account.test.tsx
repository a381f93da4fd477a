import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, get, set } from 'idb-keyval';
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
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** jsdom has no WebAuthn: a browser whose passkey prompt answers with `answer` (or fails with it). */
function browserWithPasskey(answer: 'signed' | DOMException) {
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
  const asked: CredentialRequestOptions[] = [];
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: async (options: CredentialRequestOptions) => {
        asked.push(options);
        if (answer !== 'signed') throw answer;
        return {
          id: 'Y3JlZA',
          rawId: bytes('cred'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          response: { authenticatorData: bytes('auth'), clientDataJSON: bytes('{}'), signature: bytes('sig'), userHandle: bytes('user') },
          getClientExtensionResults: () => ({}),
        };
      },
    },
  });
  return asked;
}
const PASSKEY_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  userVerification: 'required',
  allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
};

async function openDialog(confirmWith: string[], deleteAnswer: Response) {
  signInAs('minji');
  const calls = stubApi(({ url, method }) =>
    url === '/api/user/me' && method === 'DELETE'
      ? deleteAnswer
      : url === '/api/user/me'
        ? json(me(confirmWith))
        : url === '/api/user/me/delete/passkey-options'
          ? json(PASSKEY_OPTIONS)
          : url === '/api/auth/config'
            ? json({ googleClientId: null })
            : json({ region: null }),
  );
  const user = userEvent.setup();
  renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
  await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { calls, user };
}

describe('Settings → Delete my account', () => {
  it("once deleted, the account's diary changes still waiting on this device are deleted too", async () => {
    const device = createStore('klama-offline', 'diary-queue');
    await set('queue:minji', [{ id: 'x', showId: 7, patch: { rating: 8 }, changedAt: new Date().toISOString() }], device);
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const { user } = await openDialog(['password'], new Response(null, { status: 204 }));
    await user.type(await screen.findByLabelText('Your password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/account-deleted'));
    expect(await get('queue:minji', device)).toBeUndefined();
  });

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

  it('lets an account with only a passkey confirm with it: the server’s challenge, the browser’s answer, then the deletion', async () => {
    const asked = browserWithPasskey('signed');
    const refused = json({ status: 'error', message: 'This passkey could not confirm it is you: your account was not deleted' }, 400);
    const { calls, user } = await openDialog(['google', 'passkey'], refused);
    expect(screen.getByText('Confirm with one of your passkeys to delete your account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    const button = screen.getByRole('button', { name: 'Confirm with a passkey' });
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey could not confirm it is you: your account was not deleted');
    expect(calls.map((c) => `${c.method ?? 'GET'} ${c.url}`)).toContain('POST /api/user/me/delete/passkey-options');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.publicKey!.userVerification).toBe('required');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      expect.objectContaining({
        url: '/api/user/me',
        body: {
          passkey: expect.objectContaining({
            id: 'Y3JlZA',
            rawId: 'Y3JlZA',
            type: 'public-key',
            response: expect.objectContaining({ clientDataJSON: 'e30', signature: 'c2ln', userHandle: 'dXNlcg' }),
          }),
        },
      }),
    ]);
    expect(useAuthStore.getState().user?.username).toBe('minji');
  });

  it('says the prompt was closed, and deletes nothing, when the person cancels the passkey prompt', async () => {
    browserWithPasskey(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const { calls, user } = await openDialog(['password', 'passkey'], new Response(null, { status: 204 }));
    // the password stays the first way; the passkey is offered beside it
    expect(screen.getByLabelText('Your password')).toBeInTheDocument();
    expect(screen.getByText('Or confirm with one of your passkeys instead.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey prompt was closed. Your account was not deleted.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('offers no passkey to an account without one, or in a browser without WebAuthn', async () => {
    await openDialog(['password'], new Response(null, { status: 204 }));
    expect(screen.queryByRole('button', { name: 'Confirm with a passkey' })).toBeNull();
  });
});
