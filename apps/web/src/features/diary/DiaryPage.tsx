/** /profile/diary: the signed-in fan's diary, a tab per status, six sorts, and the statistics panel. */
import { useState } from 'react';
import { Link } from 'react-router';
import { DIARY_SORTS, DIARY_STATUSES, type DiarySort, type DiaryStatus } from '@klama/contract';
import { useDiary } from '../../api/diary';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { DIARY_SORT_LABELS, STATUS_LABELS, ratingText } from './labels';
import { StatsPanel } from './StatsPanel';
import './diary.css';

const PAGE = 50;

export function DiaryPage() {
  const [status, setStatus] = useState<DiaryStatus | undefined>(undefined);
  const [sort, setSort] = useState<DiarySort>('updated_desc');
  const [page, setPage] = useState(1);
  const diary = useDiary({ status, sort, page, limit: PAGE });
  const language = useLanguage();
  const tabs: [DiaryStatus | undefined, string][] = [
    [undefined, 'All'],
    ...DIARY_STATUSES.map((s) => [s, STATUS_LABELS[s]] as [DiaryStatus, string]),
  ];
  return (
    <div className="page narrow">
      <PageMeta title="My diary | K-lama" description="Your dramas: watching, completed, planned." path="/profile/diary" />
      <h1>My diary</h1>
      <div className="diary-tabs" role="tablist" aria-label="Status">
        {tabs.map(([value, label]) => (
          <button
            key={label}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <label className="diary-field">
        <span>Sort by</span>
        <select value={sort} onChange={(e) => setSort(e.target.value as DiarySort)}>
          {DIARY_SORTS.map((s) => (
            <option key={s} value={s}>
              {DIARY_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div role="tabpanel" aria-label={status ? STATUS_LABELS[status] : 'All'}>
        {diary.isPending ? (
          <Spinner />
        ) : diary.error ? (
          <p role="alert">{diary.error.message}</p>
        ) : !diary.data.results.length ? (
          <p>Nothing here yet. Pick a status on a drama’s page to start your diary.</p>
        ) : (
          <ul className="diary-list">
            {diary.data.results.map(({ show, entry }) => (
              <li key={show.id} data-show={show.id}>
                <Link to={`/details/${show.id}`}>{displayTitle(show, language)}</Link>
                <span>
                  {entry.status ? STATUS_LABELS[entry.status] : '—'} · {entry.episodesWatched}/{entry.totalEpisodes ?? '?'} ·{' '}
                  {ratingText(entry.rating)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {diary.data && diary.data.totalPages > 1 && (
          <nav aria-label="Pages">
            <button type="button" disabled={!diary.data.hasPrevPage} onClick={() => setPage((p) => p - 1)}>
              Previous
            </button>{' '}
            Page {diary.data.page} of {diary.data.totalPages}{' '}
            <button type="button" disabled={!diary.data.hasNextPage} onClick={() => setPage((p) => p + 1)}>
              Next
            </button>
          </nav>
        )}
      </div>
      <StatsPanel />
    </div>
  );
}
