/** ASVS 5.0 6.2.6 and 6.2.7 (docs/security.md): Settings' password fields are masked and open to pasting and password managers. */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { expectMaskedAndPastable, passwordInputs } from '../../test/password-fields';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { SettingsPage } from './SettingsPage';

describe('6.2.6 and 6.2.7 password fields', () => {
  it('Settings → Change Password: both fields masked, named, pasting allowed', async () => {
    signInAs('minji');
    stubApi(({ url }) =>
      url === '/api/user/me'
        ? json({ username: 'minji', email: 'minji@example.com', avatar: null, role: 'user', region: null, confirmWith: ['password'] })
        : json({}),
    );
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    await waitFor(() => expect(passwordInputs().length).toBeGreaterThanOrEqual(2));
    await expectMaskedAndPastable({ currentPassword: 'current-password', newPassword: 'new-password' });
  });
});
