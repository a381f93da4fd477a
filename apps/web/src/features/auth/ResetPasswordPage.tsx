/**
 * /reset-password#token=…: choose a new password with the mailed link (issue 25). The token is in the fragment, so
 * it never reaches a server log; it is read once, then dropped from the address bar.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { PasswordResetBody } from '@klama/contract';
import { usePasswordReset } from '../../api/auth';
import { useErrorText } from '../../api/error-text';
import { FormAlert, TextField } from '../../components/FormField';
import { Button } from '../../components/FormControls';
import { PageMeta } from '../../components/PageMeta';
import { useTranslation } from '../../i18n/react';
import { authNamespace } from '../../i18n/messages/en/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useHydrated } from '../../lib/use-hydrated';

const resolver = lazyResolver<PasswordResetBody>(() => import('./form-resolvers').then((m) => m.passwordResetResolver));

const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

export function ResetPasswordPage() {
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const { hash } = useLocation();
  const [token] = useState(() => tokenIn(hash));
  const reset = usePasswordReset();
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<PasswordResetBody>({
    resolver,
    mode: 'onChange',
    defaultValues: { token: token ?? '', newPassword: '' },
  });

  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <div className="page auth-page">
      <PageMeta title={t('reset.metaTitle')} description={t('meta.description')} path="/reset-password" />
      <section className="auth-card" aria-labelledby="auth-title">
        {done ? (
          <>
            <h1 id="auth-title" className="auth-card__title" tabIndex={-1} ref={(h) => h?.focus()}>
              {t('reset.doneTitle')}
            </h1>
            <p className="auth-card__lead" role="status">
              {t('reset.done')}
            </p>
            <Link className="control-button control-button--primary" to="/login">
              {t('reset.signIn')}
            </Link>
          </>
        ) : (
          <>
            <h1 id="auth-title" className="auth-card__title">
              {t('reset.title')}
            </h1>
            {!token && hydrated ? (
              <FormAlert message={t('reset.noToken')} />
            ) : (
              <>
                <p className="auth-card__lead">{t('reset.lead')}</p>
                <FormAlert message={serverError ? errorText.message(serverError) : null} />
                <form className="auth-form" onSubmit={submit} noValidate>
                  <TextField
                    label={t('reset.newPassword')}
                    registration={register('newPassword')}
                    error={errorText.field(formState.errors.newPassword)}
                    type="password"
                    autoComplete="new-password"
                  />
                  <Button type="submit" variant="primary" disabled={!hydrated || formState.isSubmitting}>
                    {formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
                  </Button>
                </form>
              </>
            )}
            <p className="auth-card__switch">
              <Link to="/forgot-password">{t('reset.askAgain')}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
