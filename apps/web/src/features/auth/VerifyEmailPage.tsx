/**
 * /verify-email#token=…: the mailed confirmation link (issue 25, item 3). The token is in the fragment, so it never
 * reaches a server log; it is read once, dropped from the address bar, and spent at once (a mail scanner that fetches
 * the link runs no script, so it spends nothing).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useVerifyEmail } from '../../api/sessions';
import { useErrorText } from '../../api/error-text';
import { FormAlert } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { useTranslation } from '../../i18n/react';
import { authNamespace } from '../../i18n/messages/en/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { hasSession, useAuthStore } from '../../stores/auth';

const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

export function VerifyEmailPage() {
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const { hash } = useLocation();
  const [token] = useState(() => tokenIn(hash));
  const verify = useVerifyEmail();
  const hydrated = useHydrated();
  const signedIn = useAuthStore(hasSession);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    verify.mutate(token);
  }, [token, verify]);

  const title = verify.isSuccess
    ? t('verifyEmail.doneTitle')
    : verify.isError || (!token && hydrated)
      ? t('verifyEmail.failedTitle')
      : t('verifyEmail.title');
  return (
    <div className="page auth-page">
      <PageMeta title={t('verifyEmail.metaTitle')} description={t('meta.description')} path="/verify-email" />
      <section className="auth-card" aria-labelledby="auth-title">
        <h1
          id="auth-title"
          className="auth-card__title"
          tabIndex={-1}
          ref={(h) => (verify.isSuccess || verify.isError ? h?.focus() : undefined)}
        >
          {title}
        </h1>
        {verify.isSuccess ? (
          <p className="auth-card__lead" role="status">
            {t('verifyEmail.done')}
          </p>
        ) : verify.isError ? (
          <FormAlert message={errorText.message(verify.error)} />
        ) : !token && hydrated ? (
          <FormAlert message={t('verifyEmail.noToken')} />
        ) : (
          <p className="auth-card__lead" role="status">
            {t('verifyEmail.checking')}
          </p>
        )}
        {verify.isSuccess || verify.isError || (!token && hydrated) ? (
          <p className="auth-card__switch">
            {signedIn ? <Link to="/settings">{t('verifyEmail.toSettings')}</Link> : <Link to="/">{t('verifyEmail.home')}</Link>}
          </p>
        ) : null}
      </section>
    </div>
  );
}
