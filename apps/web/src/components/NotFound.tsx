import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useResponseStatus } from '../app/response-status';
import { ErrorPage } from './States';
import { PageMeta } from './PageMeta';

/**
 * The app's not-found screen: an unknown path, and an address whose id is malformed, out of range or unknown to
 * the API. The server answers it with 404; the browser shows the same screen after a client-side navigation.
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useResponseStatus(404);
  return (
    <div className="page">
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} path={pathname} />
      <ErrorPage title={t('notFound.title')} message={t('notFound.message')} />
    </div>
  );
}
