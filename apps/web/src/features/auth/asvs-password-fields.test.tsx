/**
 * ASVS 5.0 (docs/security.md): every password field of sign-in, sign-up and reset is masked and open to pasting and password managers (6.2.6,
 * 6.2.7; Settings' fields: features/settings/asvs-password-fields.test.tsx), and Google sign-in starts a session only when the fan presses its button (7.6.2).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { expectMaskedAndPastable, passwordInputs } from '../../test/password-fields';
import { json, renderRoutes, stubApi } from '../../test/render';
import { AuthPage } from './AuthPage';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('6.2.6 and 6.2.7 password fields', () => {
  it.each([
    ['/login', { password: 'current-password' }],
    ['/signup', { password: 'new-password' }],
  ])('%s: masked, named for password managers, pasting allowed', async (path, autocomplete) => {
    stubApi(() => json({ googleClientId: null }));
    renderRoutes(
      <Routes>
        <Route path="/login" element={<AuthPage />} />
        <Route path="/signup" element={<AuthPage />} />
      </Routes>,
      path,
    );
    await waitFor(() => expect(passwordInputs()).toHaveLength(1));
    await expectMaskedAndPastable(autocomplete);
  });

  it('the reset page’s new password: masked, named, pasting allowed', async () => {
    stubApi(() => json({ status: 'ok' }));
    renderRoutes(<ResetPasswordPage />, { pathname: '/reset-password', hash: '#token=abc' });
    await waitFor(() => expect(passwordInputs()).toHaveLength(1));
    await expectMaskedAndPastable({ newPassword: 'new-password' });
  });
});

describe('7.6.2 Google sign-in needs the fan’s own press', () => {
  it('draws Google’s button and never asks Google to sign in by itself (no One Tap prompt, no auto-select)', async () => {
    const initialize = vi.fn();
    const prompt = vi.fn();
    const renderButton = vi.fn();
    vi.stubGlobal('google', { accounts: { id: { initialize, prompt, renderButton } } });
    stubApi(() => json({ googleClientId: 'client-1' }));
    renderRoutes(
      <Routes>
        <Route path="/login" element={<AuthPage />} />
      </Routes>,
      '/login',
    );
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize.mock.calls[0]![0]).not.toHaveProperty('auto_select', true);
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.queryByText(/signed in/i)).toBeNull();
  });
});
