/**
 * The cache key of a request: its path (trailing slash dropped, as the router ignores it) and its
 * query parameters sorted by name, so `?b=2&a=1` and `?a=1&b=2` share one entry. Values of a repeated
 * parameter keep their order (it can matter to the route).
 */
export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
