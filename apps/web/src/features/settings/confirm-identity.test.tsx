/**
 * "Confirm it's you" (decision 0043): a sensitive change refused with `auth.confirmRequired` opens the one dialog
 * through the API client, the fan confirms, and the refused call is made again; Escape cancels and leaves the
 * refusal on the screen. Shown with Settings' two-step set-up, a real caller of a guarded route.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { TwoFactorSection } from './TwoFactorSection';
import { ConfirmIdentityHost } from '../../components/ConfirmIdentityDialog';

const ME = { username: 'minji', email: 'minji@example.com', avatar: null, role: 'user', region: null, confirmWith: ['password'] };
const REFUSED = { status: 'error', code: 'auth.confirmRequired', message: 'Confirm it is you before this change' };
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/K-lama:minji?secret=JBSWY3DPEHPK3PXP&issuer=K-lama' };

function serve(confirmAnswer: (password: string) => Response) {
  let confirmed = false;
  return stubApi(({ url, method, body }) => {
    if (url === '/api/user/me') return json(ME);
    if (url === '/api/auth/config') return json({ googleClientId: null });
    if (url === '/api/user/me/2fa') return json({ enabled: false, recoveryCodesLeft: 0 });
    if (url === '/api/user/me/confirm' && method === 'POST') {
      const answer = confirmAnswer((body as { password: string }).password);
      confirmed ||= answer.status === 200;
      return answer;
    }
    if (url === '/api/user/me/2fa/totp/setup') return confirmed ? json(SETUP) : json(REFUSED, 403);
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const renderSection = () =>
  renderRoutes(
    <>
      <TwoFactorSection hasPassword />
      <ConfirmIdentityHost />
    </>,
    '/settings',
  );

// the dialog's code and the dialog library load on first use: on a busy machine that takes a while
const SLOW = { timeout: 5000 };

describe('Confirm it’s you', { timeout: 30_000 }, () => {
  it('opens on auth.confirmRequired, labelled, focus in the password; a wrong password is shown; the right one retries the change', async () => {
    signInAs('minji');
    const calls = serve((password) =>
      password === 'secret-pass-1'
        ? json({ confirmedUntil: '2026-11-27T13:05:00.000Z' })
        : json({ status: 'error', code: 'auth.confirmPasswordIncorrect', message: 'The password is incorrect: nothing was changed' }, 400),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' }, SLOW);
    const password = await screen.findByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('confirm it is you before changing your email'));

    await user.type(password, 'wrong-guess');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password is incorrect: nothing was changed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm it’s you' })).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the set-up was refused once, then made again after the confirmation, and its secret is shown
    expect(await screen.findByDisplayValue('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const setups = calls.filter((c) => c.url === '/api/user/me/2fa/totp/setup');
    expect(setups).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/user/me/confirm').map((c) => c.body)).toEqual([
      { password: 'wrong-guess' },
      { password: 'secret-pass-1' },
    ]);
  });

  it('Escape cancels: the dialog closes, nothing is sent, focus goes back and the refusal is shown', async () => {
    signInAs('minji');
    const calls = serve(() => json({ confirmedUntil: '2026-11-27T13:05:00.000Z' }));
    const user = userEvent.setup();
    renderSection();
    const start = await screen.findByRole('button', { name: 'Set up two-step sign-in' });
    await user.click(start);
    await screen.findByRole('dialog', { name: 'Confirm it’s you' }, SLOW);
    await waitFor(() => expect(screen.getByLabelText('Your password')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Confirm it is you before this change')).toBeInTheDocument();
    await waitFor(() => expect(start).toHaveFocus());
    expect(calls.filter((c) => c.url === '/api/user/me/confirm')).toHaveLength(0);
    expect(calls.filter((c) => c.url === '/api/user/me/2fa/totp/setup')).toHaveLength(1);
  });

  it('keeps Tab inside the dialog', async () => {
    signInAs('minji');
    serve(() => json({ confirmedUntil: '2026-11-27T13:05:00.000Z' }));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' }, SLOW);
    await waitFor(() => expect(screen.getByLabelText('Your password')).toHaveFocus());
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
