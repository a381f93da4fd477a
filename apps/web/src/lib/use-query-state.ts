import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type QueryChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query, and changes made from the query as it stands now. The router renders a new address in a
 * transition, so until that render the page's `params` are the ones before it: an event that lands in between (a
 * second tap on a slow phone; Escape, then a filter chip) would start from them and undo the change before it.
 */
export function useQueryState(): [URLSearchParams, (change: QueryChange, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // an address that arrives any other way (back, forward, a link) is the current one once rendered
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (next: QueryChange, options?: NavigateOptions) => {
      latest.current = next(new URLSearchParams(latest.current));
      setParams(latest.current, options);
    },
    [setParams],
  );
  return [params, change];
}
