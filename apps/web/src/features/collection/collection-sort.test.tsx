/** A collection's screen (issue 24): in its operators' order until a sort is chosen, the "Curated" choice first and selected. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { json, onePage, renderRoutes, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { CollectionPage } from './CollectionPage';

const card = (id: number, name: string, year: string) => ({
  id,
  name,
  original_name: name,
  first_air_date: `${year}-01-01`,
  poster_path: {},
});
// the operators put the older show first; newest first is the other way round
const curated = [card(1, 'Older Pick', '2015'), card(2, 'Newer Pick', '2024')];
const page = (sort: string | null) => ({
  key: 'viewers-choice',
  name: "Viewers' Choice",
  description: 'Picked by the team',
  kind: 'permanent',
  releaseDate: null,
  ...onePage(sort === 'date_desc' ? [...curated].reverse() : curated),
});

function renderCollection() {
  const calls = stubApi(({ url }) => {
    const [path, search = ''] = url.split('?');
    if (path === '/api/collection/viewers-choice') return json(page(new URLSearchParams(search).get('sort')));
    throw new Error(`unexpected call ${url}`);
  });
  renderRoutes(
    <Routes>
      <Route path="/collection/:collectionName" element={<CollectionPage />} />
    </Routes>,
    '/collection/viewers-choice',
  );
  return calls;
}

describe("a collection's sort", () => {
  it('starts on Curated (no sort asked of the API) and can change to a sort and back', async () => {
    const calls = renderCollection();
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Curated', 'Release Date (Newest)', 'Release Date (Oldest)', 'Alphabetical', 'K-lama score']);
    expect(within(sort).getByRole('option', { name: 'Curated' })).toHaveProperty('selected', true);
    const grid = screen.getByTestId('show-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('show-card')[0]).toHaveTextContent('Older Pick'));
    expect(calls.map((c) => c.url)).toEqual([expect.not.stringContaining('sort=')]);

    fireEvent.change(sort, { target: { value: 'date_desc' } });
    await waitFor(() => expect(within(grid).getAllByTestId('show-card')[0]).toHaveTextContent('Newer Pick'));
    expect(calls.at(-1)!.url).toContain('sort=date_desc');
    fireEvent.change(sort, { target: { value: 'curated' } });
    await waitFor(() => expect(within(grid).getAllByTestId('show-card')[0]).toHaveTextContent('Older Pick'));
    // every list also sorts by the K-lama score (issue 26)
    fireEvent.change(sort, { target: { value: 'community_desc' } });
    await waitFor(() => expect(calls.at(-1)!.url).toContain('sort=community_desc'));
  });

  it('reads 큐레이션 순 in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    try {
      renderCollection();
      const sort = await screen.findByRole('combobox', { name: '정렬' });
      expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('큐레이션 순');
      expect(within(sort).getAllByRole('option').at(-1)).toHaveTextContent('K-lama 점수순');
      expect(sort).toHaveValue('curated');
    } finally {
      useGeneralStore.setState({ language: 'en' });
    }
  });
});
