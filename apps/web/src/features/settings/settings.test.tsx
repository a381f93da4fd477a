import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../stores/auth';
import { useGeneralStore } from '../../stores/general';
import { deferred, json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { SettingsPage } from './SettingsPage';

describe('settings', () => {
  it("change password: validation on change with the spec's messages, submit disabled until valid, a 400 shown", async () => {
    signInAs('minji');
    const calls = stubApi(({ url }) =>
      url === '/api/auth/change-password'
        ? json({ status: 'error', code: 'auth.currentPasswordIncorrect', message: 'Current password is incorrect' }, 400)
        : json({ username: 'minji', email: 'minji@example.com', avatar: null }),
    );
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    const submit = screen.getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current Password'), 'x');
    await user.clear(screen.getByLabelText('Current Password'));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current Password'), 'secret1');
    await user.type(screen.getByLabelText('New Password'), 'longer-secret');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(calls.find((c) => c.url === '/api/auth/change-password')!.body).toEqual({
      currentPassword: 'secret1',
      newPassword: 'longer-secret',
    });
    // a 400 is not a 401: the session stays
    expect(useAuthStore.getState().user?.username).toBe('minji');
  });

  it('personal information: username read-only, the email saved on the server and in the session', async () => {
    signInAs('minji');
    const calls = stubApi(({ method, body }) =>
      method === 'PATCH'
        ? json({ username: 'minji', email: (body as { email: string }).email, avatar: null })
        : json({ username: 'minji', email: 'minji@example.com', avatar: null }),
    );
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Username')).toHaveValue('minji');
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'bad');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.type(email, '@new.example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your email has been updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/user/me', body: { email: 'bad@new.example.com' } });
    expect(useAuthStore.getState().user?.email).toBe('bad@new.example.com');
  });
});

describe('settings: optimistic email', () => {
  it('shows the new email at once and puts the old one back when the server refuses it', async () => {
    signInAs('minji');
    const save = deferred();
    stubApi(({ method }) => (method === 'PATCH' ? save.promise : json({ username: 'minji', email: 'minji@example.com', avatar: null })));
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('taken@example.com'));
    save.resolve(json({ status: 'error', code: 'auth.emailTaken', message: 'Email is already in use' }, 409));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already in use');
    expect(useAuthStore.getState().user?.email).toBe('minji@example.com');
  });
});

describe('where to watch', () => {
  it('shows the region in effect; choosing another keeps it here and saves it with the account', async () => {
    useGeneralStore.setState({ region: 'US' });
    signInAs('minji');
    const calls = stubApi(({ url, method, body }) =>
      url === '/api/user/me/region'
        ? json({ region: null })
        : method === 'PATCH'
          ? json({ username: 'minji', email: 'minji@example.com', avatar: null, region: (body as { region: string }).region })
          : json({ username: 'minji', email: 'minji@example.com', avatar: null }),
    );
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    expect(screen.getByRole('heading', { level: 2, name: 'Where to Watch' })).toBeInTheDocument();
    const picker = screen.getByLabelText('Region');
    expect(picker).toHaveValue('US');
    expect(picker).toHaveAccessibleDescription(/^The country whose streaming services/);
    await user.click(picker);
    await user.selectOptions(picker, 'JP');
    expect(picker).toHaveValue('JP');
    expect(useGeneralStore.getState().region).toBe('JP');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH' && c.url === '/api/user/me')?.body).toEqual({ region: 'JP' }));
  });
});

describe('settings in Korean', () => {
  it('labels, validation and the server refusal in Korean; the success message too', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    let refuse = true;
    stubApi(({ url }) =>
      url === '/api/auth/change-password'
        ? refuse
          ? json({ status: 'error', code: 'auth.currentPasswordIncorrect', message: 'Current password is incorrect' }, 400)
          : json({ status: 'ok' })
        : json({ username: 'minji', email: 'minji@example.com', avatar: null }),
    );
    const user = userEvent.setup();
    renderRoutes(<SettingsPage diaryTransfer={null} calendarFeed={null} />, '/settings');
    expect(screen.getByRole('heading', { name: '설정' })).toBeInTheDocument();
    expect(screen.getByText('아이디는 바꿀 수 없어요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    expect(await screen.findByText('비밀번호는 8자 이상이어야 해요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('현재 비밀번호'), 'secret1');
    await user.type(screen.getByLabelText('새 비밀번호'), '-longer');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 비밀번호가 맞지 않아요');
    refuse = false;
    await user.type(screen.getByLabelText('현재 비밀번호'), '!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호를 변경했어요. 다른 기기에서는 모두 로그아웃되었어요.')).toHaveAttribute('role', 'status');
  });
});
