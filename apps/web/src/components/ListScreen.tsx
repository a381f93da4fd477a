import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { COMMUNITY_SORT, DEFAULT_SORT } from '@klama/contract';
import { MOBILE_BREAKPOINT_PX } from '../config/layout';
import { CURATED, useShowList, type ListSort, type ListSource } from '../api/lists';
import type { ListPage } from '../api/paths';
import { useLanguage } from '../stores/general';
import { pageSizeFor } from '../lib/page-size';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { useIsBelow, useViewport } from '../lib/use-viewport';
import { ShowGrid } from './ShowGrid';
import { ApiError } from '../api/request';
import { useResponseStatus, useUserContentRender } from '../app/response-status';
import { useErrorText } from '../api/error-text';
import { SortControl, effectiveSort } from './SortControl';
import { sortFromAddress } from '../lib/sort-address';
import { useQueryState } from '../lib/use-query-state';
import { Spinner } from './States';
import { NotFound } from './NotFound';

type Props = {
  source: ListSource;
  /** Renders the page header (title, description, image, metadata) from the first page once it is there. */
  header: (first: ListPage | undefined) => ReactNode;
  /** the order is the address's `?sort=` (a person's page: a link opens it in the order it names), not the screen's own */
  sortInAddress?: boolean;
};

/** A sortable, infinitely scrolling grid of shows: the body of every category and collection screen. */
export function ListScreen({ source, header, sortInAddress = false }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText().message;
  const language = useLanguage();
  const [ownSort, setOwnSort] = useState<ListSort>(source.curated ? CURATED : DEFAULT_SORT);
  const [params, changeQuery] = useQueryState();
  const chosenSort = sortInAddress ? sortFromAddress(params.get('sort'), source.popular) : ownSort;
  const setChosenSort = (next: ListSort) =>
    sortInAddress
      ? changeQuery(
          (query) => {
            if (next === DEFAULT_SORT) query.delete('sort');
            else query.set('sort', next);
            return query;
          },
          { replace: true },
        )
      : setOwnSort(next);
  const sort = effectiveSort(chosenSort, language);
  // the K-lama score's order moves with every rating: its render is never kept in the page cache (decision 0041)
  useUserContentRender({ clientShell: false, active: sort === COMMUNITY_SORT });
  const limit = useViewport(pageSizeFor);
  const sortAsDialog = useIsBelow(MOBILE_BREAKPOINT_PX);
  const query = useShowList(source, sort, limit);
  const pages = query.data?.pages ?? [];
  const shows = pages.flatMap((p) => p.results);
  const first = pages[0];
  // a category or collection the API does not know (404) or cannot take (400): the not-found screen
  const missing = query.isError && !first && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useResponseStatus(query.isError && !first && !missing ? (query.error instanceof ApiError ? query.error.status : 500) : null);

  useInfiniteScroll({
    hasNextPage: Boolean(query.hasNextPage) && !query.isError,
    isFetching: query.isFetching,
    loadMore: () => void query.fetchNextPage(),
    resetKey: `${JSON.stringify(source.key)}|${sort}|${limit}`,
  });

  if (missing) return <NotFound />;
  return (
    <div className="page list-screen">
      {header(first)}
      <div className="list-screen__bar">
        <p className="list-screen__count">{first ? t('list.count', { count: first.totalDocs }) : '\u00a0'}</p>
        <SortControl value={sort} onChange={setChosenSort} asDialog={sortAsDialog} popular={source.popular} curated={source.curated} />
      </div>
      {query.isError && !first ? (
        <p className="message message--error" role="alert">
          {t('list.error', { message: errorText(query.error) })}
        </p>
      ) : (
        <>
          <ShowGrid shows={shows} skeletons={query.isPending ? (limit > 10 ? 12 : 6) : 0} />
          {query.isFetchingNextPage && <Spinner label={t('states.loadingMore')} />}
          {query.isError && first && (
            <p className="message message--error" role="alert">
              {t('list.error', { message: errorText(query.error) })}
            </p>
          )}
          {first && shows.length === 0 && <p className="message">{t('list.empty')}</p>}
        </>
      )}
    </div>
  );
}

/** The header block shared by list screens: optional image, title and description. */
export function ListHeader({
  title,
  description,
  image,
  meta,
}: {
  title: string;
  description: string;
  image?: ReactNode;
  /** a line under the description (a person's department) */
  meta?: ReactNode;
}) {
  return (
    <header className="list-header">
      {image}
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="page-description">{description}</p>
        {meta}
      </div>
    </header>
  );
}
