import { useTranslation } from '../../i18n/react';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button } from '../../components/FormControls';

/** Previous / next through a paged admin list. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(adminNamespace);
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pageOf', { page, total: totalPages })}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('pageOf', { page, total: totalPages })}</span>
      <Button size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
