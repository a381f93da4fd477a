import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { TwoFactorSection } from './TwoFactorSection';

const NEW_CODES = Array.from({ length: 10 }, (_, i) => `NEW${i}-AAAA-BBBB-CCCC`);

/** Two-step sign-in on with three codes left; new codes for the password `right-pass` or the code `123456`. */
function twoFactorServer() {
  let left = 3;
  return stubApi(({ url, body }) => {
    if (url === '/api/user/me/2fa/recovery-codes') {
      const { password, code } = body as { password?: string; code?: string };
      if (password === 'right-pass' || code === '123456') {
        left = 10;
        return json({ recoveryCodes: NEW_CODES });
      }
      return password !== undefined
        ? json({ status: 'error', code: 'auth.currentPasswordIncorrect', message: 'Current password is incorrect' }, 400)
        : json(
            {
              status: 'error',
              code: 'twoFactor.codeInvalid',
              message: 'That code is not right. Check your authenticator app and try again.',
            },
            400,
          );
    }
    return json({ enabled: true, recoveryCodesLeft: left });
  });
}

describe('Settings → Two-step sign-in → New recovery codes', () => {
  it('asks the password, shows a wrong one, then shows the ten new codes once and says the old ones are gone', async () => {
    signInAs('minji');
    const calls = twoFactorServer();
    const user = userEvent.setup();
    renderRoutes(<TwoFactorSection />, '/settings');
    expect(await screen.findByText('Two-step sign-in is on. Recovery codes left: 3.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    const make = within(form).getByRole('button', { name: 'Make new codes' });
    expect(make).toBeDisabled();

    await user.type(within(form).getByLabelText('Your password'), 'wrong-pass');
    await user.click(make);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Current password is incorrect');

    await user.clear(within(form).getByLabelText('Your password'));
    await user.type(within(form).getByLabelText('Your password'), 'right-pass{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(NEW_CODES);
    expect(calls.filter((c) => c.url === '/api/user/me/2fa/recovery-codes').map((c) => c.body)).toEqual([
      { password: 'wrong-pass' },
      { password: 'right-pass' },
    ]);

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('New recovery codes are ready. The old ones no longer work.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Two-step sign-in is on. Recovery codes left: 10.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
  });

  it('takes a code from the app instead, spaces and all, the field keeping the focus', async () => {
    signInAs('minji');
    const calls = twoFactorServer();
    const user = userEvent.setup();
    renderRoutes(<TwoFactorSection />, '/settings');
    const form = await screen.findByRole('form', { name: 'New recovery codes' });
    await user.click(within(form).getByRole('button', { name: 'Use a code from the app instead' }));
    const field = within(form).getByLabelText('The 6-digit code the app shows');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '123 456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/user/me/2fa/recovery-codes')?.body).toEqual({ code: '123456' });
  });

  it('asks an account without a password for a code only', async () => {
    signInAs('minji');
    twoFactorServer();
    renderRoutes(<TwoFactorSection hasPassword={false} />, '/settings');
    const form = await screen.findByRole('form', { name: 'New recovery codes' });
    expect(within(form).getByLabelText('The 6-digit code the app shows')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Your password')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Use my password instead' })).toBeNull();
  });
});
