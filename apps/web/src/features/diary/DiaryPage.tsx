/** /profile/diary: the signed-in fan's diary, a tab per status, six sorts, and the statistics panel. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { DIARY_SORTS, DIARY_STATUSES, type DiarySort, type DiaryStatus } from '@klama/contract';
import { useDiary } from '../../api/diary';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';
import { Button, Select } from '../../components/FormControls';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { useErrorText } from '../../api/error-text';
import { useDiaryLabels } from '../../lib/diary-labels';
import { StatsPanel } from './StatsPanel';
import './diary.css';
import { diaryNamespace } from '../../i18n/messages/en/diary';

const PAGE = 50;

export function DiaryPage() {
  const [status, setStatus] = useState<DiaryStatus | undefined>(undefined);
  const [sort, setSort] = useState<DiarySort>('updated_desc');
  const [page, setPage] = useState(1);
  const diary = useDiary({ status, sort, page, limit: PAGE });
  const language = useLanguage();
  const { t } = useTranslation(diaryNamespace);
  const labels = useDiaryLabels();
  const errorText = useErrorText();
  const tabs: [DiaryStatus | undefined, string][] = [
    [undefined, t('page.all')],
    ...DIARY_STATUSES.map((s) => [s, labels.status(s)] as [DiaryStatus, string]),
  ];
  return (
    <div className="page narrow">
      <PageMeta title={t('page.metaTitle')} description={t('page.metaDescription')} path="/profile/diary" />
      <h1>{t('page.title')}</h1>
      <div className="diary-tabs" role="tablist" aria-label={t('page.tabs')}>
        {tabs.map(([value, label]) => (
          <Button
            key={label}
            size="small"
            className="diary-tab"
            role="tab"
            aria-selected={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      <label className="diary-field diary-sort">
        <span>{t('page.sortBy')}</span>
        <Select value={sort} onChange={(e) => setSort(e.target.value as DiarySort)}>
          {DIARY_SORTS.map((s) => (
            <option key={s} value={s}>
              {labels.sort(s)}
            </option>
          ))}
        </Select>
      </label>
      <div role="tabpanel" aria-label={status ? labels.status(status) : t('page.all')}>
        {diary.isPending ? (
          <Spinner />
        ) : diary.error ? (
          <p role="alert">{errorText.message(diary.error)}</p>
        ) : !diary.data.results.length ? (
          <p>{t('page.empty')}</p>
        ) : (
          <ul className="diary-list">
            {diary.data.results.map(({ show, entry }) => (
              <li key={show.id} data-show={show.id}>
                <Link to={`/details/${show.id}`}>{displayTitle(show, language)}</Link>{' '}
                <span className="diary-list__meta">
                  {entry.status ? labels.status(entry.status) : '—'} ·{' '}
                  {t('page.progress', {
                    watched: labels.number(entry.episodesWatched),
                    total: entry.totalEpisodes === null ? '?' : labels.number(entry.totalEpisodes),
                  })}{' '}
                  · {labels.rating(entry.rating)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {diary.data && diary.data.totalPages > 1 && (
          <nav className="diary-pages" aria-label={t('page.pages')}>
            <Button disabled={!diary.data.hasPrevPage} onClick={() => setPage((p) => p - 1)}>
              {t('page.previous')}
            </Button>{' '}
            <span>{t('page.pageOf', { page: labels.number(diary.data.page), total: labels.number(diary.data.totalPages) })}</span>{' '}
            <Button disabled={!diary.data.hasNextPage} onClick={() => setPage((p) => p + 1)}>
              {t('page.next')}
            </Button>
          </nav>
        )}
      </div>
      <StatsPanel />
    </div>
  );
}
