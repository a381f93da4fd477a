/**
 * Issue 24: a Discover address choosing a rare keyword (outside the 500 most used `/keyword` lists) shows its name;
 * a keyword or genre that does not exist gets no "#id" chip, is dropped from the address and the API call, and the
 * visitor is told once, in English and Korean.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { json, onePage, renderRoutes, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { DiscoverPage } from './DiscoverPage';

configure({ asyncUtilTimeout: 5000 });

const term = (id: number, name: string) => ({ _id: `t${id}`, id, name });
const KEYWORDS = { 12: term(12, 'friendship'), 4242: term(4242, 'lighthouse keeper') } as Record<number, ReturnType<typeof term>>;

function stubCatalogue() {
  return stubApi(({ url }) => {
    const [path, search = ''] = url.split('?');
    const params = new URLSearchParams(search);
    if (path === '/api/genre') return json([term(1, 'Romance'), term(2, 'Comedy')]);
    if (path === '/api/tone') return json([term(5, 'Healing')]);
    // the most used: the rare keyword is not among them
    if (path === '/api/keyword' && !params.has('ids')) return json([KEYWORDS[12]]);
    if (path === '/api/keyword')
      return json(
        params
          .get('ids')!
          .split(',')
          .map(Number)
          .flatMap((id) => (KEYWORDS[id] ? [KEYWORDS[id]] : [])),
      );
    if (path === '/api/provider') return json({ region: 'KR', results: [] });
    if (path === '/api/show/facets') return json({ region: 'KR', providers: [] });
    if (path === '/api/show') return json(onePage([]));
    throw new Error(`unexpected call ${url}`);
  });
}

const query = () => new URLSearchParams(screen.getByTestId('location').dataset.search);

describe('Discover: the chosen terms by name', { timeout: 30_000 }, () => {
  it('a rare keyword chosen in the address shows its name as a chip and a checked option', async () => {
    const calls = stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?keyword=4242');
    expect(await screen.findByRole('button', { name: 'Remove lighthouse keeper' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'lighthouse keeper' })).toBeChecked();
    expect(screen.queryByText(/#4242/)).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/show?') && c.url.includes('keyword=4242'))).toBe(true);
    expect(screen.queryByRole('status', { name: /no longer exists/ })).toBeNull();
    expect(screen.queryByText(/no longer exists/)).toBeNull();
  });

  it('an unknown keyword and genre: no "#id" chip, dropped from the address and the API call, said once', async () => {
    const calls = stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?keyword=12,999&genre=1,77');
    expect(await screen.findByText('A genre or keyword in the address no longer exists, so it was left out.')).toBeInTheDocument();
    await waitFor(() => expect(query().get('keyword')).toBe('12'));
    expect(query().get('genre')).toBe('1');
    expect(screen.getByRole('button', { name: 'Remove friendship' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Romance' })).toBeInTheDocument();
    expect(screen.queryByText(/#999|#77/)).toBeNull();
    // the notice stays after the address has dropped them
    expect(screen.getByText(/no longer exists/)).toBeInTheDocument();
    const last = calls.filter((c) => c.url.startsWith('/api/show?')).at(-1)!;
    expect(new URLSearchParams(last.url.split('?')[1]).get('keyword')).toBe('12');
    expect(new URLSearchParams(last.url.split('?')[1]).get('genre')).toBe('1');
  });

  it('says so in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    try {
      stubCatalogue();
      renderRoutes(<DiscoverPage />, '/discover?keyword=999');
      expect(await screen.findByText('주소에 있던 장르나 키워드가 더 이상 없어서 필터에서 뺐어요.')).toBeInTheDocument();
      await waitFor(() => expect(query().get('keyword')).toBeNull());
    } finally {
      useGeneralStore.setState({ language: 'en' });
    }
  });
});
