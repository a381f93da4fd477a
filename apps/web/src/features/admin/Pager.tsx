import { useTranslation } from '../../i18n/react';
import { adminNamespace } from '../../i18n/messages/en/admin';

/** Previous / next through a paged admin list. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(adminNamespace);
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pageOf', { page, total: totalPages })}>
      <button type="button" className="button button--ghost button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span>{t('pageOf', { page, total: totalPages })}</span>
      <button type="button" className="button button--ghost button--small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
