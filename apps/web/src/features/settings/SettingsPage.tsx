/** /settings: personal information (email) and password change, both saved on the server (spec §2, §5). */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { codedResolver } from '../../lib/coded-resolver';
import { ChangePasswordBody, UpdateMeBody, type UserProfile } from '@klama/contract';
import { useMe } from '../../api/account';
import { useChangePassword, useUpdateEmail } from '../../api/settings';
import { PageMeta } from '../../components/PageMeta';
import { useAuthStore } from '../../stores/auth';
import { FormAlert, TextField } from '../../components/FormField';
import { useErrorText } from '../../api/error-text';
import { RegionPicker } from '../../components/RegionPicker';
import { TwoFactorSection } from './TwoFactorSection';
import { settingsNamespace } from '../../i18n/messages/en/settings';
import { Button, TextInput } from '../../components/FormControls';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailVerificationNote } from './EmailVerificationNote';
import { SessionsSection } from './SessionsSection';
import { PasskeysSection } from './PasskeysSection';

/** The sections other features own; the app shell passes them in (app/screens/SettingsScreen.tsx). */
export interface SettingsParts {
  /** the public profile's opt-in switch (features/profiles) */
  publicProfile?: ReactNode;
  /** the fans one blocked, each with "Unblock" (features/profiles) */
  blockedFans?: ReactNode;
  diaryTransfer: ReactNode;
  calendarFeed: ReactNode;
  /** new-episode notifications: time zone, channels, lead time, digest (features/notifications) */
  notifications?: ReactNode;
}

export function SettingsPage({ publicProfile, blockedFans, diaryTransfer, calendarFeed, notifications }: SettingsParts) {
  const user = useAuthStore((s) => s.user);
  // the stored user can be older than the server's (another device changed the email): ask once
  const me = useMe(user?.username ?? null);
  const current = me.data ?? user;
  const { t } = useTranslation(settingsNamespace);
  if (!current) return null;
  return (
    <div className="page narrow settings">
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} path="/settings" />
      <h1 className="page-title">{t('title')}</h1>
      <PersonalInformation user={current} unverified={me.data?.emailVerified === false} />
      {publicProfile}
      {blockedFans}
      <ChangePassword />
      <SessionsSection />
      <TwoFactorSection hasPassword={hasPassword(me.data)} />
      <PasskeysSection />
      <WhereToWatch />
      {diaryTransfer}
      {notifications}
      {calendarFeed}
      <DeleteAccountSection confirmWith={me.data?.confirmWith} />
    </div>
  );
}

function PersonalInformation({ user, unverified }: { user: UserProfile; unverified: boolean }) {
  const updateEmail = useUpdateEmail();
  const [result, setResult] = useState<Result>(null);
  const { t } = useTranslation(settingsNamespace);
  const errorText = useErrorText();
  const { register, handleSubmit, formState, reset } = useForm<UpdateMeBody>({
    resolver: codedResolver(zodResolver(UpdateMeBody)),
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
      setResult({ saved: true });
    } catch (error) {
      setResult({ error });
    }
  });
  return (
    <section className="settings-section" aria-labelledby="personal-title">
      <h2 id="personal-title">{t('personal.title')}</h2>
      <ResultAlert result={result} saved={t('personal.saved')} />
      {unverified ? <EmailVerificationNote email={user.email} /> : null}
      <form className="settings-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="settings-username">{t('personal.username')}</label>
          <TextInput id="settings-username" value={user.username} readOnly />
          <p className="field__hint">{t('personal.usernameHint')}</p>
        </div>
        <TextField
          label={t('personal.email')}
          registration={register('email')}
          error={errorText.field(errors.email)}
          type="email"
          autoComplete="email"
        />
        <Button type="submit" variant="primary" disabled={!isValid || !isDirty || isSubmitting}>
          {isSubmitting ? t('personal.submitting') : t('personal.submit')}
        </Button>
      </form>
    </section>
  );
}

/** The region (its picker saves a signed-in user's choice on the server, as on a details page). */
function WhereToWatch() {
  const { t } = useTranslation(settingsNamespace);
  return (
    <section className="settings-section" aria-labelledby="region-title">
      <h2 id="region-title">{t('region.title')}</h2>
      <p className="field__hint" id="region-hint">
        {t('region.hint')}
      </p>
      <RegionPicker id="settings-region" describedBy="region-hint" />
    </section>
  );
}

function ChangePassword() {
  const changePassword = useChangePassword();
  const [result, setResult] = useState<Result>(null);
  const { t } = useTranslation(settingsNamespace);
  const errorText = useErrorText();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordBody>({
    resolver: codedResolver(zodResolver(ChangePasswordBody)),
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await changePassword.mutateAsync(values);
      reset();
      setResult({ saved: true });
    } catch (error) {
      setResult({ error });
    }
  });
  return (
    <section className="settings-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <ResultAlert result={result} saved={t('password.changed')} />
      <form className="settings-form" onSubmit={submit} noValidate>
        <TextField
          label={t('password.current')}
          registration={register('currentPassword')}
          error={errorText.field(errors.currentPassword)}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label={t('password.new')}
          registration={register('newPassword')}
          error={errorText.field(errors.newPassword)}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t('password.submitting') : t('password.submit')}
        </Button>
      </form>
    </section>
  );
}

/** What the last save did: saved, or the error (kept as it is, so its text follows a change of language). */
type Result = { saved: true; error?: undefined } | { saved?: undefined; error: unknown } | null;

function ResultAlert({ result, saved }: { result: Result; saved: string }) {
  const errorText = useErrorText();
  if (!result) return null;
  return result.saved ? <FormAlert message={saved} tone="success" /> : <FormAlert message={errorText.message(result.error)} />;
}

/** Whether the account has a password to confirm with; assumed so until the profile says (most accounts have one). */
const hasPassword = (me: { confirmWith?: readonly string[] } | undefined) => me?.confirmWith?.includes('password') ?? true;
