/**
 * The users screen's "End sessions" (ASVS 7.4.5): asked first in an alert dialog that opens on Cancel, sent only on
 * confirmation, and the number of sessions ended said after; offered neither on the operator's own row nor on a
 * disabled account (which has no session). In Korean too.
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@klama/contract';
import { json, onePage, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { admin as adminKo } from '../../i18n/messages/ko/admin';
import { i18nFor } from '../../i18n';
import { AdminMessages } from './admin-messages';
import { UsersScreen } from './UsersScreen';

const user = (username: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id: username.charCodeAt(0),
  username,
  email: `${username}@example.com`,
  role: 'user',
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const USERS = [user('boss', { role: 'admin' }), user('mina'), user('jun', { disabled: true })];

function renderUsers() {
  signInAs('boss');
  const calls = stubApi(({ method, url }) =>
    method === 'POST' && url === '/api/admin/users/mina/sessions/end' ? json({ ended: 2 }) : json(onePage(USERS)),
  );
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <AdminMessages>
        <UsersScreen />
      </AdminMessages>
    </Suspense>,
  );
  return calls;
}

const row = async (username: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${username}`) })).closest('tr')!;

describe('Users → End sessions', () => {
  it('asks first (Cancel has focus, sends nothing), ends them on confirmation and says how many', { timeout: 30_000 }, async () => {
    const calls = renderUsers();
    const u = userEvent.setup();
    const mina = await row('mina');
    await u.click(within(mina).getByRole('button', { name: 'End sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End every session of mina?' });
    expect(dialog).toHaveAccessibleDescription(
      'mina will be signed out on every device at once. The account stays enabled: they can sign in again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(mina).getByRole('button', { name: 'End sessions' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await u.click(within(mina).getByRole('button', { name: 'End sessions' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('2 sessions of mina ended.')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/users/mina/sessions/end']);
    // not on one's own row (Settings ends one's own), nor on a disabled account
    expect(within(await row('boss')).queryByRole('button', { name: 'End sessions' })).not.toBeInTheDocument();
    expect(within(await row('jun')).queryByRole('button', { name: 'End sessions' })).not.toBeInTheDocument();
  });

  it('in Korean', { timeout: 30_000 }, async () => {
    i18nFor('kr')!.addNamespace('admin', adminKo);
    useGeneralStore.setState({ language: 'kr' });
    renderUsers();
    const u = userEvent.setup();
    await u.click(within(await row('mina')).getByRole('button', { name: '세션 종료' }));
    const dialog = screen.getByRole('alertdialog', { name: 'mina님의 모든 세션을 끝낼까요?' });
    await u.click(within(dialog).getByRole('button', { name: '세션 종료' }));
    expect(await screen.findByText('mina님의 세션 2개를 끝냈어요.')).toBeInTheDocument();
  });
});
