/** /forgot-password: ask for a link to choose a new password (issue 25). The answer never says whether an account uses the address. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { PasswordResetRequestBody } from '@klama/contract';
import { usePasswordResetRequest } from '../../api/auth';
import { useErrorText } from '../../api/error-text';
import { FormAlert, TextField } from '../../components/FormField';
import { Button } from '../../components/FormControls';
import { PageMeta } from '../../components/PageMeta';
import { useTranslation } from '../../i18n/react';
import { authNamespace } from '../../i18n/messages/en/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';
import { useLanguage } from '../../stores/general';

const resolver = lazyResolver<PasswordResetRequestBody>(() => import('./form-resolvers').then((m) => m.passwordResetRequestResolver));

export function ForgotPasswordPage() {
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const language = useLanguage();
  const ask = usePasswordResetRequest();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestBody>({
    resolver,
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await ask.mutateAsync({ email, language: language === 'kr' ? 'ko' : 'en' });
      setSentTo(email);
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <div className="page auth-page">
      <PageMeta title={t('forgot.metaTitle')} description={t('meta.description')} path="/forgot-password" />
      <section className="auth-card" aria-labelledby="auth-title">
        {sentTo ? (
          <>
            <h1 id="auth-title" className="auth-card__title" tabIndex={-1} ref={(h) => h?.focus()}>
              {t('forgot.sentTitle')}
            </h1>
            <p className="auth-card__lead" role="status">
              {t('forgot.sent', { email: sentTo })}
            </p>
          </>
        ) : (
          <>
            <h1 id="auth-title" className="auth-card__title">
              {t('forgot.title')}
            </h1>
            <p className="auth-card__lead">{t('forgot.lead')}</p>
            <FormAlert message={serverError ? errorText.message(serverError) : null} />
            <form className="auth-form" onSubmit={submit} noValidate>
              <TextField
                label={t('fields.email')}
                registration={register('email')}
                error={errorText.field(formState.errors.email)}
                type="email"
                autoComplete="email"
              />
              <Button type="submit" variant="primary" disabled={!hydrated || formState.isSubmitting}>
                {formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
              </Button>
            </form>
          </>
        )}
        <p className="auth-card__switch">
          <Link to="/login">{t('forgot.back')}</Link>
        </p>
      </section>
    </div>
  );
}
