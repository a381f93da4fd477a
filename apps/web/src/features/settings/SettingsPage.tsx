/** /settings: personal information (email) and password change, both saved on the server (spec §2, §5). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBody, UpdateMeBody, type UserProfile } from '@klama/contract';
import { useMe } from '../../api/account';
import { useChangePassword, useUpdateEmail } from '../../api/settings';
import { PageMeta } from '../../components/PageMeta';
import { useAuthStore } from '../../stores/auth';
import { errorMessage, FormAlert, TextField } from '../../components/FormField';
import { TransferSection } from '../diary-transfer/TransferSection';

export function SettingsPage() {
  const user = useAuthStore((s) => s.user);
  // the stored user can be older than the server's (another device changed the email): ask once
  const me = useMe(user?.username ?? null);
  const current = me.data ?? user;
  if (!current) return null;
  return (
    <div className="page narrow settings">
      <PageMeta title="Settings | K-lama" description="Your K-lama account settings." path="/settings" />
      <h1 className="page-title">Settings</h1>
      <PersonalInformation user={current} />
      <ChangePassword />
      <TransferSection />
    </div>
  );
}

function PersonalInformation({ user }: { user: UserProfile }) {
  const updateEmail = useUpdateEmail();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<UpdateMeBody>({
    resolver: zodResolver(UpdateMeBody),
    mode: 'onChange',
    // follows the server's copy when it arrives, without overwriting what is being typed
    values: { email: user.email },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isValid, isDirty, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const updated = await updateEmail.mutateAsync(values);
      reset({ email: updated.email });
      setResult({ tone: 'success', message: 'Your email has been updated' });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <section className="settings-section" aria-labelledby="personal-title">
      <h2 id="personal-title">Personal Information</h2>
      <FormAlert message={result?.message ?? null} tone={result?.tone} />
      <form className="settings-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="settings-username">Username</label>
          <input id="settings-username" value={user.username} readOnly />
          <p className="field__hint">Your username cannot be changed.</p>
        </div>
        <TextField label="Email" registration={register('email')} error={errors.email} type="email" autoComplete="email" />
        <button type="submit" className="button button--primary" disabled={!isValid || !isDirty || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
    </section>
  );
}

function ChangePassword() {
  const changePassword = useChangePassword();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await changePassword.mutateAsync(values);
      reset();
      setResult({ tone: 'success', message: 'Your password has been changed. Other devices have been signed out.' });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <section className="settings-section" aria-labelledby="password-title">
      <h2 id="password-title">Change Password</h2>
      <FormAlert message={result?.message ?? null} tone={result?.tone} />
      <form className="settings-form" onSubmit={submit} noValidate>
        <TextField
          label="Current Password"
          registration={register('currentPassword')}
          error={errors.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label="New Password"
          registration={register('newPassword')}
          error={errors.newPassword}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className="button button--primary" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
