import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner__dot" aria-hidden="true" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}

/** A full error page body: message plus a way home. */
export function ErrorPage({ title, message, children }: { title?: string; message?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="error-page" role="alert">
      <h1>{title ?? t('states.somethingWrong')}</h1>
      <p>{message || t('states.unknownError')}</p>
      {children}
      <Link className="control-button control-button--primary" to="/">
        {t('states.backHome')}
      </Link>
    </div>
  );
}
