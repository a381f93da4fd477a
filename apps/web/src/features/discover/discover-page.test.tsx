import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { json, renderRoutes, stubApi } from '../../test/render';
import { DiscoverPage } from './DiscoverPage';

// the filter panel is a long form (two year lists): role queries over it take a while on a loaded machine
configure({ asyncUtilTimeout: 5000 });

const term = (id: number, name: string) => ({ _id: `t${id}`, id, name });
const emptyPage = {
  results: [],
  page: 1,
  limit: 20,
  totalPages: 0,
  totalDocs: 0,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
};

function stubCatalogue() {
  stubApi(({ url }) => {
    const path = url.split('?')[0];
    if (path === '/api/genre') return json([term(1, 'Romance'), term(2, 'Comedy')]);
    if (path === '/api/tone') return json([term(5, 'Healing')]);
    if (path === '/api/keyword') return json([term(12, 'friendship'), term(13, 'revenge')]);
    if (path === '/api/provider') return json({ region: 'KR', results: [] });
    if (path === '/api/show/facets') return json({ region: 'KR', providers: [] });
    if (path === '/api/show') return json(emptyPage);
    throw new Error(`unexpected call ${url}`);
  });
}

const query = () => new URLSearchParams(screen.getByTestId('location').dataset.search);

/**
 * The router shows a new address a render later, in a transition: presses that land before that render (quick taps
 * on a slow phone; Escape, then a chip) must each build on the address as it stands, not undo the one before.
 */
describe('Discover: filter presses before the page has re-rendered', { timeout: 30_000 }, () => {
  it('two filters chosen in one go are both kept', async () => {
    stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover');
    const romance = await screen.findByRole('checkbox', { name: 'Romance' });
    const friendship = await screen.findByRole('checkbox', { name: 'friendship' });
    const revenge = screen.getByRole('checkbox', { name: 'revenge' });
    act(() => {
      romance.click();
      friendship.click();
      revenge.click();
    });
    await waitFor(() => expect(query().get('genre')).toBe('1'));
    expect(query().get('keyword')).toBe('12,13');
    expect(screen.getByRole('button', { name: 'Remove friendship' })).toBeInTheDocument();
  });

  it('a chip removed right after another filter was chosen removes only itself', async () => {
    stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?genre=1');
    const chip = await screen.findByRole('button', { name: 'Remove Romance' });
    const friendship = await screen.findByRole('checkbox', { name: 'friendship' });
    act(() => {
      friendship.click();
      chip.click();
    });
    await waitFor(() => expect(query().get('keyword')).toBe('12'));
    expect(query().has('genre')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove friendship' })).toBeInTheDocument();
  });

  it('pressed twice quickly, a keyword is chosen and then unchosen', async () => {
    stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?tone=5');
    const friendship = await screen.findByRole('checkbox', { name: 'friendship' });
    act(() => {
      friendship.click();
      friendship.click();
    });
    // act has rendered everything the presses caused: this is where the page settles
    expect(query().has('keyword')).toBe(false);
    expect(query().get('tone')).toBe('5');
    expect(friendship).not.toBeChecked();
  });

  it('after an address that came another way (a link, back), a change builds on that address', async () => {
    stubCatalogue();
    renderRoutes(
      <>
        <Link to="/discover?tone=5">Healing dramas</Link>
        <DiscoverPage />
      </>,
      '/discover?genre=1',
    );
    const friendship = await screen.findByRole('checkbox', { name: 'friendship' });
    fireEvent.click(screen.getByRole('link', { name: 'Healing dramas' }));
    await waitFor(() => expect(query().get('tone')).toBe('5'));
    act(() => friendship.click());
    expect(query().get('keyword')).toBe('12');
    expect(query().get('tone')).toBe('5');
    expect(query().has('genre')).toBe(false);
  });
});
