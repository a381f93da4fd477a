import type { DiscoverFilters } from '../../api/paths';

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/** Reads page, keyword (comma-separated ids), genre, tone and provider (a streaming service) from the URL; anything malformed is dropped. */
export function filtersFromParams(params: URLSearchParams): DiscoverFilters {
  const keyword = [
    ...new Set(
      (params.get('keyword') ?? '')
        .split(',')
        .map(positiveInt)
        .filter((n): n is number => n !== null),
    ),
  ];
  return {
    page: positiveInt(params.get('page')) ?? 1,
    keyword,
    genre: positiveInt(params.get('genre')),
    tone: positiveInt(params.get('tone')),
    provider: positiveInt(params.get('provider')),
  };
}

export function paramsFromFilters(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.keyword.length) params.set('keyword', filters.keyword.join(','));
  if (filters.genre) params.set('genre', String(filters.genre));
  if (filters.tone) params.set('tone', String(filters.tone));
  if (filters.provider) params.set('provider', String(filters.provider));
  return params;
}

/** A filter change always goes back to page 1 (spec §4). */
export function withFilter(filters: DiscoverFilters, change: Partial<Omit<DiscoverFilters, 'page'>>): DiscoverFilters {
  return { ...filters, ...change, page: 1 };
}

export const hasAnyFilter = (f: DiscoverFilters) => f.keyword.length > 0 || f.genre !== null || f.tone !== null || Boolean(f.provider);
