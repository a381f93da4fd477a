import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n';
import { FILTER_DIALOG_BREAKPOINT_PX } from '../../config/discover';
import { useDiscover, useDiscoverFacets, useGenres, useKeywords, useTones } from '../../api/catalogue';
import type { DiscoverFilters } from '../../api/paths';
import { CloseIcon } from '../../components/icons/CloseIcon';
import { FilterIcon } from '../../components/icons/FilterIcon';
import { Modal } from '../../components/Modal';
import { PageMeta } from '../../components/PageMeta';
import { ShowGrid } from '../../components/ShowGrid';
import { pageSizeFor } from '../../lib/page-size';
import { useIsBelow, useViewport } from '../../lib/use-viewport';
import { useHydrated } from '../../lib/use-hydrated';
import { FilterPanel, type FilterChange } from './FilterPanel';
import { Pagination } from './Pagination';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { filtersFromParams, paramsFromFilters, withFilter } from './url-filters';
import { useChosenServiceName, useRegionalFilters } from './ServiceFilter';
import { discoverNamespace } from '../../i18n/messages/en/discover';
import { metaNamespace } from '../../i18n/messages/en/meta';
import { useTermName, type TermKind } from '../../lib/terms';
import { useQueryState } from '../../lib/use-query-state';
import { useRegion } from '../../stores/region';
import { DiscoverSortSelect } from './DiscoverSortSelect';
import { useChosenTerms, type ChosenTerms } from './chosen-terms';
import { Button } from '../../components/FormControls';

export function DiscoverPage() {
  const { t } = useTranslation(discoverNamespace);
  const { t: tMeta } = useTranslation(metaNamespace);
  const [params, changeParams] = useQueryState();
  // the URL is the single source of truth: a shared or reloaded link shows the same page and filters
  const filters = filtersFromParams(params);
  const asDialog = useIsBelow(FILTER_DIALOG_BREAKPOINT_PX);
  const pageSize = useViewport(pageSizeFor);
  const [filterOpen, setFilterOpen] = useState(false);
  const genres = useGenres();
  const tones = useTones();
  const keywords = useKeywords();
  const terms = useChosenTerms(filters, { genres: genres.data, tones: tones.data, keywords: keywords.data });
  const termName = useTermName();
  const serviceName = useChosenServiceName(filters.provider ?? null);
  const discover = useDiscover(useRegionalFilters(terms.known), pageSize);
  const facets = useDiscoverFacets(terms.known, useRegion());
  // an unknown term stays said after the address has dropped it (state adjusted while rendering, not in an effect)
  const [droppedUnknown, setDroppedUnknown] = useState(false);
  if (terms.hadUnknown && !droppedUnknown) setDroppedUnknown(true);
  const serviceCounts = facets.data ? new Map(facets.data.providers.map((p) => [p.id, p.count])) : undefined;

  // every change starts from the filters the address holds at that moment (see useQueryState)
  const update = useCallback(
    (change: FilterChange) => changeParams((current) => paramsFromFilters(change(filtersFromParams(current))), { replace: true }),
    [changeParams],
  );

  // the address shows only what it means: junk and malformed parameters, and terms that do not exist, are dropped from it
  const canonical = paramsFromFilters(terms.known).toString();
  useEffect(() => {
    if (params.toString() !== canonical) changeParams(() => new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, changeParams]);

  // a page beyond the last (an old link, fewer matches since) goes to the last page, counted in this screen's page
  // size (not yet while hydrating: the server rendered for a width that may not be this screen's)
  const hydrated = useHydrated();
  const totalPages = discover.isPlaceholderData ? undefined : discover.data?.totalPages;
  const lastPage = Math.max(1, totalPages ?? 1);
  const beyondLast = hydrated && totalPages !== undefined && filters.page > lastPage;
  useEffect(() => {
    if (beyondLast) update((current) => ({ ...current, page: lastPage }));
  }, [beyondLast, lastPage, update]);
  const changePage = (page: number) => {
    update((current) => ({ ...current, page }));
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <FilterPanel
      filters={filters}
      genres={genres.data ?? []}
      tones={tones.data ?? []}
      keywords={terms.keywordOptions}
      serviceCounts={serviceCounts}
      onChange={update}
    />
  );
  const chips = [...selectedChips(terms.known, termName, terms, serviceName), ...rangeChips(filters, t)];
  // a removed chip's neighbour takes focus; with none left, the first filter control (or the Filter button)
  const layoutRef = useRef<HTMLDivElement>(null);
  const chipListRef = useRef<HTMLUListElement>(null);
  const chipFocus = useFocusAfterRemoval(chipListRef, () => layoutRef.current?.querySelector<HTMLElement>('button, input, select'));

  return (
    <div className="page discover">
      <PageMeta
        title={tMeta('discover.title')}
        description={tMeta('discover.description')}
        path="/discover"
        faqs={[
          { question: tMeta('discover.findQuestion'), answer: tMeta('discover.findAnswer') },
          { question: tMeta('discover.shareQuestion'), answer: tMeta('discover.shareAnswer') },
        ]}
      />
      <header className="list-header">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-description">{t('description')}</p>
        </div>
      </header>
      <div className="discover__layout" ref={layoutRef}>
        {!asDialog && (
          <aside className="discover__sidebar" aria-label={t('filters')}>
            {panel}
          </aside>
        )}
        <div className="discover__main">
          <div className="discover__bar">
            {asDialog && (
              <Button onClick={() => setFilterOpen(true)}>
                <FilterIcon /> {t('filter')}
              </Button>
            )}
            <DiscoverSortSelect value={filters.sort} onChange={(sort) => update((current) => withFilter(current, { sort }))} />
            <ul className="chips" aria-label={t('selected')} ref={chipListRef}>
              {chips.map((chip, index) => (
                <li key={chip.id}>
                  <button
                    type="button"
                    className="chip chip--removable"
                    onClick={() => {
                      chipFocus.removing(index);
                      update(chip.remove);
                    }}
                    aria-label={t('remove', { label: chip.label })}
                  >
                    {chip.label} <CloseIcon width={14} height={14} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {droppedUnknown && (
            <p className="message" role="status">
              {t('unknownTerm')}
            </p>
          )}
          {discover.isError ? (
            <p className="message message--error" role="alert">
              {t('error')}
            </p>
          ) : (
            <>
              {discover.data && discover.data.results.length === 0 && !beyondLast && <p className="message">{t('empty')}</p>}
              <div className={discover.isPlaceholderData ? 'is-stale' : undefined}>
                <ShowGrid shows={discover.data?.results ?? []} skeletons={discover.isPending ? 12 : 0} />
              </div>
              {discover.data && <Pagination page={filters.page} totalPages={discover.data.totalPages} onChange={changePage} />}
            </>
          )}
        </div>
      </div>
      {asDialog && (
        <Modal open={filterOpen} onOpenChange={setFilterOpen} title={t('filter')} className="modal--sheet">
          {panel}
          <div className="discover__sheet-foot">
            <Button variant="primary" className="discover__show-results" onClick={() => setFilterOpen(false)}>
              {resultsLabel(t, discover.data?.totalDocs)}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** The filter sheet's closing button says how many dramas the chosen filters match. */
export function resultsLabel(t: TFunction<'discover'>, count: number | undefined): string {
  return count === undefined ? t('showResults') : t('showCount', { count });
}

type Chip = { id: string; label: string; remove: (f: DiscoverFilters) => DiscoverFilters };

function selectedChips(
  filters: DiscoverFilters,
  termName: (kind: TermKind, name: string) => string,
  { genres, tones, keywords }: Pick<ChosenTerms, 'genres' | 'tones' | 'keywords'>,
  serviceName: string | undefined,
): Chip[] {
  const find = (list: { id: number; name: string }[], id: number) => list.find((t) => t.id === id)?.name;
  const name = (list: { id: number; name: string }[], id: number) => find(list, id) ?? `#${id}`;
  const chips: Chip[] = [];
  // a term's chip comes with its name (an id alone means nothing to a visitor): none while its list is on its way
  for (const g of filters.genre.filter((id) => find(genres, id)))
    chips.push({
      id: `g${g}`,
      label: termName('genres', name(genres, g)),
      remove: (f) => withFilter(f, { genre: f.genre.filter((x) => x !== g) }),
    });
  if (filters.tone && find(tones, filters.tone))
    chips.push({
      id: `t${filters.tone}`,
      label: termName('tones', name(tones, filters.tone)),
      remove: (f) => withFilter(f, { tone: null }),
    });
  for (const k of filters.keyword.filter((id) => find(keywords, id)))
    chips.push({ id: `k${k}`, label: name(keywords, k), remove: (f) => withFilter(f, { keyword: f.keyword.filter((x) => x !== k) }) });
  // the streaming service, whose select sits in the filter panel (a dialog on phones): its chip shows and removes it
  // like a term's, the service's chip waits for its name
  if (filters.provider && serviceName !== undefined)
    chips.push({ id: `p${filters.provider}`, label: serviceName, remove: (f) => withFilter(f, { provider: null }) });
  return chips;
}

/** Chips of the year range, the minimum rating and the airing states (after the terms' and the service's). */
function rangeChips(filters: DiscoverFilters, t: TFunction<'discover'>): Chip[] {
  const chips: Chip[] = [];
  const { yearFrom: from, yearTo: to } = filters;
  if (from !== null || to !== null)
    chips.push({
      id: 'years',
      label:
        from !== null && to !== null
          ? t('yearRange', { from, to })
          : from !== null
            ? t('yearFromChip', { year: from })
            : t('yearToChip', { year: to }),
      remove: (f) => withFilter(f, { yearFrom: null, yearTo: null }),
    });
  if (filters.ratingMin !== null)
    chips.push({ id: 'rating', label: t('ratingChip', { rating: filters.ratingMin }), remove: (f) => withFilter(f, { ratingMin: null }) });
  for (const status of filters.status)
    chips.push({
      id: `s-${status}`,
      label: t(`statuses.${status}`),
      remove: (f) => withFilter(f, { status: f.status.filter((s) => s !== status) }),
    });
  return chips;
}
