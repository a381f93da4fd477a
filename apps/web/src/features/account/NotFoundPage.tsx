import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../../components/States';
import { PageMeta } from '../../components/PageMeta';
import { useResponseStatus } from '../../app/response-status';

export function NotFoundPage() {
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
