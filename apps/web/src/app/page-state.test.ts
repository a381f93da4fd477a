import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dehydrateQueries, hydrateQueries } from './page-state';

describe('a page from the page cache, rendered a while ago', () => {
  it('hydrates its reads as current: none is stale, so none is asked again on mount', () => {
    const rendered = Date.now() - 10 * 60_000;
    const server = new QueryClient();
    server.setQueryData(['show', 1], { id: 1 }, { updatedAt: rendered });
    const state = dehydrateQueries(server);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrateQueries(browser, state);
    const query = browser.getQueryCache().find({ queryKey: ['show', 1] })!;
    expect(query.state.data).toEqual({ id: 1 });
    expect(query.state.dataUpdatedAt).toBeGreaterThan(rendered);
    expect(query.isStaleByTime(60_000)).toBe(false);
  });
});
