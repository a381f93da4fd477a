/** The results page's address for a query (and a page after the first). */
export function searchResultsAddress(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
