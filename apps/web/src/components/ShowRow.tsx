import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router';
import type { ShowCard as Show } from '@klama/contract';
import { ShowCard } from './ShowCard';

type Props = {
  title: string;
  helper?: ReactNode;
  viewAll?: string;
  shows: Show[] | undefined;
  isLoading: boolean;
  error?: string | null;
  id?: string;
};

/** A titled horizontal row of show cards (home rows, 'You may also like'). */
export function ShowRow({ title, helper, viewAll, shows, isLoading, error, id }: Props) {
  const { t } = useTranslation();
  return (
    <section className="row" aria-labelledby={id}>
      <div className="row__head">
        <div>
          <h2 className="row__title" id={id}>
            {title}
          </h2>
          {helper && <p className="row__helper">{helper}</p>}
        </div>
        {viewAll && (
          <Link className="row__link" to={viewAll}>
            {t('row.viewAll')}
          </Link>
        )}
      </div>
      {error ? (
        <p className="message message--error">{error}</p>
      ) : (
        <div className="row__track" aria-busy={isLoading}>
          {isLoading
            ? Array.from({ length: 6 }, (_, i) => <span key={i} className="show-card show-card--skeleton" />)
            : shows?.map((show) => <ShowCard key={show.id} show={show} />)}
        </div>
      )}
    </section>
  );
}
