import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Term } from '@klama/contract';
import { FILTER_DIALOG_BREAKPOINT_PX } from '../../config/discover';
import { useDiscover, useGenres, useKeywords, useTones } from '../../api/catalogue';
import type { DiscoverFilters } from '../../api/paths';
import { CloseIcon, FilterIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { PageMeta } from '../../components/PageMeta';
import { ShowGrid } from '../../components/ShowGrid';
import { pageSizeFor } from '../../lib/page-size';
import { useViewportWidth } from '../../lib/use-viewport';
import { useHydrated } from '../../lib/use-hydrated';
import { FilterPanel } from './FilterPanel';
import { Pagination } from './Pagination';
import { filtersFromParams, paramsFromFilters, withFilter } from './url-filters';

const DESCRIPTION =
  'Find your next Korean drama. Narrow the catalogue by genre, by the tone you are in the mood for and by the themes you love, then page through every match, newest first.';

export function DiscoverPage() {
  const [params, setParams] = useSearchParams();
  // the URL is the single source of truth: a shared or reloaded link shows the same page and filters
  const filters = filtersFromParams(params);
  const width = useViewportWidth();
  const asDialog = width < FILTER_DIALOG_BREAKPOINT_PX;
  const [filterOpen, setFilterOpen] = useState(false);
  const genres = useGenres();
  const tones = useTones();
  const keywords = useKeywords();
  const discover = useDiscover(filters, pageSizeFor(width));

  const update = (next: DiscoverFilters) => setParams(paramsFromFilters(next), { replace: true });

  // the address shows only what it means: junk and malformed parameters are dropped from it
  const canonical = paramsFromFilters(filters).toString();
  useEffect(() => {
    if (params.toString() !== canonical) setParams(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setParams]);

  // a page beyond the last (an old link, fewer matches since) goes to the last page, counted in this screen's page
  // size (not yet while hydrating: the server rendered for a width that may not be this screen's)
  const hydrated = useHydrated();
  const totalPages = discover.isPlaceholderData ? undefined : discover.data?.totalPages;
  const lastPage = Math.max(1, totalPages ?? 1);
  const beyondLast = hydrated && totalPages !== undefined && filters.page > lastPage;
  useEffect(() => {
    if (beyondLast) setParams(paramsFromFilters({ ...filters, page: lastPage }), { replace: true });
  }, [beyondLast, filters, lastPage, setParams]);
  const changePage = (page: number) => {
    update({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <FilterPanel filters={filters} genres={genres.data ?? []} tones={tones.data ?? []} keywords={keywords.data ?? []} onChange={update} />
  );
  const chips = selectedChips(filters, genres.data, tones.data, keywords.data);

  return (
    <div className="page discover">
      <PageMeta
        title="Discover the Best Korean Dramas | K-lama"
        description="Filter Korean dramas by genre, tone and keyword to find exactly the K-drama you are in the mood for."
        path="/discover"
        faqs={[
          {
            question: 'How do I find a Korean drama I will like?',
            answer: 'Pick a genre, a tone and a few keywords on Discover; K-lama shows every drama that matches all of them.',
          },
          {
            question: 'Can I share my Discover filters?',
            answer: 'Yes. The filters and page are part of the address, so a shared link opens the same results.',
          },
        ]}
      />
      <header className="list-header">
        <div>
          <h1 className="page-title">Discover Dramas</h1>
          <p className="page-description">{DESCRIPTION}</p>
        </div>
      </header>
      <div className="discover__layout">
        {!asDialog && (
          <aside className="discover__sidebar" aria-label="Filters">
            {panel}
          </aside>
        )}
        <div className="discover__main">
          <div className="discover__bar">
            {asDialog && (
              <button type="button" className="button button--ghost" onClick={() => setFilterOpen(true)}>
                <FilterIcon /> Filter
              </button>
            )}
            <ul className="chips" aria-label="Selected filters">
              {chips.map((chip) => (
                <li key={chip.id}>
                  <button
                    type="button"
                    className="chip chip--removable"
                    onClick={() => update(chip.remove(filters))}
                    aria-label={`Remove ${chip.label}`}
                  >
                    {chip.label} <CloseIcon width={14} height={14} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {discover.isError ? (
            <p className="message message--error" role="alert">
              Failed to fetch discover data.
            </p>
          ) : (
            <>
              {discover.data && discover.data.results.length === 0 && !beyondLast && (
                <p className="message">No dramas match these filters.</p>
              )}
              <div className={discover.isPlaceholderData ? 'is-stale' : undefined}>
                <ShowGrid shows={discover.data?.results ?? []} skeletons={discover.isPending ? 12 : 0} />
              </div>
              {discover.data && <Pagination page={filters.page} totalPages={discover.data.totalPages} onChange={changePage} />}
            </>
          )}
        </div>
      </div>
      {asDialog && (
        <Modal open={filterOpen} onOpenChange={setFilterOpen} title="Filter" className="modal--sheet">
          {panel}
          <div className="discover__sheet-foot">
            <button type="button" className="button button--primary discover__show-results" onClick={() => setFilterOpen(false)}>
              {resultsLabel(discover.data?.totalDocs)}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** The filter sheet's closing button says how many dramas the chosen filters match. */
export function resultsLabel(count: number | undefined): string {
  if (count === undefined) return 'Show results';
  return `Show ${count} ${count === 1 ? 'result' : 'results'}`;
}

type Chip = { id: string; label: string; remove: (f: DiscoverFilters) => DiscoverFilters };

function selectedChips(filters: DiscoverFilters, genres: Term[] = [], tones: Term[] = [], keywords: Term[] = []): Chip[] {
  const name = (list: Term[], id: number) => list.find((t) => t.id === id)?.name ?? `#${id}`;
  const chips: Chip[] = [];
  if (filters.genre)
    chips.push({ id: `g${filters.genre}`, label: name(genres, filters.genre), remove: (f) => withFilter(f, { genre: null }) });
  if (filters.tone) chips.push({ id: `t${filters.tone}`, label: name(tones, filters.tone), remove: (f) => withFilter(f, { tone: null }) });
  for (const k of filters.keyword)
    chips.push({ id: `k${k}`, label: name(keywords, k), remove: (f) => withFilter(f, { keyword: f.keyword.filter((x) => x !== k) }) });
  return chips;
}
