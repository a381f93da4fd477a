/** A person's page (issue 23, item 16): what they are known for, the character under each show, and most popular first. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { json, onePage, renderRoutes, stubApi } from '../../test/render';
import { CategoryPage } from './CategoryPage';

const card = (id: number, name: string, character?: string) => ({
  id,
  name,
  original_name: name,
  first_air_date: '2020-01-01',
  poster_path: {},
  ...(character ? { character } : {}),
});
const personPage = (sort: string) => ({
  id: 5,
  name: 'Hyun Bin',
  original_name: '현빈',
  img_path: null,
  known_for_department: 'Acting',
  ...onePage(
    sort === 'popularity_desc'
      ? [card(2, 'Big Hit', 'The Lead'), card(1, 'Quiet One')]
      : [card(1, 'Quiet One'), card(2, 'Big Hit', 'The Lead')],
  ),
});

describe("an actor's page", () => {
  it('says what they are known for, names the character under each show, and sorts most popular first', async () => {
    const calls = stubApi(({ url }) => {
      const [path, search = ''] = url.split('?');
      if (path === '/api/person/5') return json(personPage(new URLSearchParams(search).get('sort') ?? ''));
      throw new Error(`unexpected call ${url}`);
    });
    renderRoutes(
      <Routes>
        <Route path="/:categoryType/:categoryName/:categoryId" element={<CategoryPage />} />
      </Routes>,
      '/cast/hyun-bin/5',
    );
    expect(await screen.findByText('Known for: Acting')).toBeInTheDocument();
    const grid = screen.getByTestId('show-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('show-card')).toHaveLength(2));
    const [quiet, hit] = within(grid).getAllByTestId('show-card');
    expect(hit).toHaveTextContent('as The Lead');
    expect(quiet).not.toHaveTextContent(/\bas\b/);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getByRole('option', { name: 'Most popular' })).toBeInTheDocument();
    fireEvent.change(sort, { target: { value: 'popularity_desc' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=popularity_desc'))).toBe(true));
    await waitFor(() => expect(within(grid).getAllByTestId('show-card')[0]).toHaveTextContent('Big Hit'));
  });
});
