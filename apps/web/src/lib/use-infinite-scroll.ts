import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD, INFINITE_SCROLL_THROTTLE_MS, NEXT_PAGE_DELAY_MS } from '../config/lists';

/** True once the reader has scrolled past `threshold` of the page height (or the page does not scroll). */
export function reachedThreshold(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold = INFINITE_SCROLL_THRESHOLD,
): boolean {
  return scrollTop + viewportHeight >= scrollHeight * threshold;
}

/**
 * Spec §4/§9: scroll checks are throttled to 150 ms; past 0.8 of the height the next page is requested
 * 1000 ms after the trigger. The pending timer is cancelled on unmount or when the list changes.
 */
export function useInfiniteScroll({
  hasNextPage,
  isFetching,
  loadMore,
  resetKey,
}: {
  hasNextPage: boolean;
  isFetching: boolean;
  loadMore: () => void;
  resetKey: string;
}) {
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    if (!hasNextPage || isFetching) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let lastCheck = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (pending) return;
      const doc = document.documentElement;
      if (reachedThreshold(window.scrollY, window.innerHeight, doc.scrollHeight))
        pending = setTimeout(() => loadMoreRef.current(), NEXT_PAGE_DELAY_MS);
    };
    const onScroll = () => {
      const now = Date.now();
      const wait = INFINITE_SCROLL_THROTTLE_MS - (now - lastCheck);
      if (wait <= 0) {
        lastCheck = now;
        check();
      } else if (!trailing) {
        trailing = setTimeout(() => {
          trailing = undefined;
          lastCheck = Date.now();
          check();
        }, wait);
      }
    };
    check(); // a short page that cannot scroll still loads its next page
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(pending);
      clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
    };
  }, [hasNextPage, isFetching, resetKey]);
}
