import { useTranslation } from '../../i18n/react';
import { ChevronLeft } from '../../components/icons/ChevronLeft';
import { ChevronRight } from '../../components/icons/ChevronRight';
import { paginationItems } from './pagination';
import { discoverNamespace } from '../../i18n/messages/en/discover';

export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation(discoverNamespace);
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__arrow"
        aria-label={t('pagination.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft />
      </button>
      {paginationItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={`pagination__page${item === page ? ' is-active' : ''}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="pagination__arrow"
        aria-label={t('pagination.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight />
      </button>
    </nav>
  );
}
