import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Passkey } from '@klama/contract';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { PasskeysSection } from './PasskeysSection';

const LAPTOP: Passkey = { id: 7, name: 'Laptop', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };
const PHONE: Passkey = { id: 9, name: 'Phone', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: '2026-11-26T08:00:00.000Z' };

/** A server keeping the two passkeys: renames and removals change what the next list answers. */
function passkeyServer() {
  let kept = [LAPTOP, PHONE];
  return stubApi(({ url, method, body }) => {
    const id = Number(url.split('/').pop());
    if (method === 'PATCH') {
      kept = kept.map((p) => (p.id === id ? { ...p, name: (body as { name: string }).name } : p));
      return json(kept.find((p) => p.id === id));
    }
    if (method === 'DELETE') {
      kept = kept.filter((p) => p.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(kept);
  });
}

describe('Settings → Passkeys', () => {
  // jsdom has no WebAuthn: this browser says it has, so the add form shows
  beforeEach(() => void Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} }));
  afterEach(() => void Reflect.deleteProperty(window, 'PublicKeyCredential'));

  it('lists each passkey with when it was added and last used; a rename happens in place, focus going back', async () => {
    signInAs('minji');
    const calls = passkeyServer();
    const user = userEvent.setup();
    renderRoutes(<PasskeysSection />, '/settings');
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.passkeys__text')!.textContent),
    ).toEqual(['LaptopAdded Nov 20, 2026 · never used', 'PhoneAdded Nov 21, 2026 · last used Nov 26, 2026']);

    await user.click(screen.getByRole('button', { name: 'Rename “Laptop”' }));
    const field = screen.getByLabelText('New name for “Laptop”');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Work laptop{Enter}');
    expect(await screen.findByText('Passkey renamed to “Work laptop”.')).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/user/me/passkeys/7', body: { name: 'Work laptop' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename “Work laptop”' })).toHaveFocus());
  });

  it('asks before removing: Keep changes nothing, Remove ends it and hands focus to the add form', async () => {
    signInAs('minji');
    const calls = passkeyServer();
    const user = userEvent.setup();
    renderRoutes(<PasskeysSection />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Remove “Phone”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('“Phone” will no longer sign you in.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove “Phone”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('Passkey “Phone” removed.')).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/user/me/passkeys/9');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove “Phone”' })).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Name of the new passkey')).toHaveFocus());
  });
});
