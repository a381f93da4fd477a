import {
  AIRING_STATUSES,
  DEFAULT_SORT,
  DISCOVER_SORT_OPTIONS,
  DISCOVER_YEARS,
  RATING_RANGE,
  type AiringStatus,
  type DiscoverSort,
} from '@klama/contract';
import type { DiscoverFilters } from '../../api/paths';

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

const idList = (value: string | null): number[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map(positiveInt)
      .filter((n): n is number => n !== null),
  ),
];

const year = (value: string | null): number | null => {
  const n = value && /^\d{4}$/.test(value) ? Number(value) : null;
  return n !== null && n >= DISCOVER_YEARS.min && n <= DISCOVER_YEARS.max ? n : null;
};

const rating = (value: string | null): number | null => {
  const n = value && /^\d{1,2}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
  return n !== null && n >= RATING_RANGE.min && n <= RATING_RANGE.max ? n : null;
};

const statuses = (value: string | null): AiringStatus[] => {
  const given = new Set((value ?? '').split(','));
  // in one order whatever the address says, so the same choice is the same address
  return AIRING_STATUSES.filter((s) => given.has(s));
};

const sortOf = (value: string | null): DiscoverSort =>
  (DISCOVER_SORT_OPTIONS as readonly string[]).includes(value ?? '') ? (value as DiscoverSort) : DEFAULT_SORT;

/**
 * Reads page, keyword and genre (comma-separated ids), how several genres combine, tone, provider (a streaming
 * service), the year range, the minimum rating, airing states and the order from the URL; anything malformed is
 * dropped (a year range the wrong way round keeps its start).
 */
export function filtersFromParams(params: URLSearchParams): DiscoverFilters {
  const genre = idList(params.get('genre'));
  const yearFrom = year(params.get('year_from'));
  const yearTo = year(params.get('year_to'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    keyword: idList(params.get('keyword')),
    genre,
    // "any" means something only with several genres; "all" is the default
    genreMatch: params.get('genre_match') === 'any' && genre.length > 1 ? 'any' : 'all',
    tone: positiveInt(params.get('tone')),
    provider: positiveInt(params.get('provider')),
    yearFrom,
    yearTo: yearTo !== null && (yearFrom === null || yearTo >= yearFrom) ? yearTo : null,
    ratingMin: rating(params.get('rating_min')),
    status: statuses(params.get('status')),
    sort: sortOf(params.get('sort')),
  };
}

export function paramsFromFilters(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.keyword.length) params.set('keyword', filters.keyword.join(','));
  if (filters.genre.length) params.set('genre', filters.genre.join(','));
  if (filters.genreMatch === 'any' && filters.genre.length > 1) params.set('genre_match', 'any');
  if (filters.tone) params.set('tone', String(filters.tone));
  if (filters.provider) params.set('provider', String(filters.provider));
  if (filters.yearFrom !== null) params.set('year_from', String(filters.yearFrom));
  if (filters.yearTo !== null) params.set('year_to', String(filters.yearTo));
  if (filters.ratingMin !== null) params.set('rating_min', String(filters.ratingMin));
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** No filter and the default order: the address `/discover`. */
export const NO_FILTERS: DiscoverFilters = {
  page: 1,
  keyword: [],
  genre: [],
  genreMatch: 'all',
  tone: null,
  provider: null,
  yearFrom: null,
  yearTo: null,
  ratingMin: null,
  status: [],
  sort: DEFAULT_SORT,
};

/** A filter change always goes back to page 1 (spec §4). */
export function withFilter(filters: DiscoverFilters, change: Partial<Omit<DiscoverFilters, 'page'>>): DiscoverFilters {
  return { ...filters, ...change, page: 1 };
}

/** Every filter cleared; the order stays (it is not a filter). */
export const withoutFilters = (filters: DiscoverFilters): DiscoverFilters => ({ ...NO_FILTERS, sort: filters.sort });

/** `value` added to the list, or taken out when it is there. */
export const toggled = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((x) => x !== value) : [...list, value];

export const hasAnyFilter = (f: DiscoverFilters) =>
  f.keyword.length > 0 ||
  f.genre.length > 0 ||
  f.tone !== null ||
  Boolean(f.provider) ||
  f.yearFrom !== null ||
  f.yearTo !== null ||
  f.ratingMin !== null ||
  f.status.length > 0;
