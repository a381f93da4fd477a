/**
 * Discover's further controls (issue 23, item 15): several genres and how they combine, airing states, the year
 * range, the minimum rating, the order, and service counts that follow the other filters. Each writes the address,
 * and what the page asks the API follows the address.
 */
import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderRoutes, stubApi } from '../../test/render';
import { DiscoverPage } from './DiscoverPage';

// the filter panel is a long form (two year lists): role queries over it take a while on a loaded machine
configure({ asyncUtilTimeout: 5000 });

const term = (id: number, name: string) => ({ _id: `t${id}`, id, name });
const page = (totalDocs: number) => ({
  results: [],
  page: 1,
  limit: 20,
  totalPages: Math.ceil(totalDocs / 20),
  totalDocs,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
});

/** The catalogue, with the service counts the facets call gives: Netflix has 2 thrillers of the region's 40 shows. */
function stubCatalogue() {
  return stubApi(({ url }) => {
    const [path, search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    if (path === '/api/genre') return json([term(1, 'Romance'), term(2, 'Comedy'), term(3, 'Thriller')]);
    if (path === '/api/tone') return json([term(5, 'Healing')]);
    if (path === '/api/keyword') return json([term(12, 'friendship')]);
    if (path === '/api/provider') return json({ region: 'US', results: [{ id: 8, name: 'Netflix', logo_path: null, count: 40 }] });
    if (path === '/api/show/facets') return json({ region: 'US', providers: [{ id: 8, count: query.get('genre') === '3' ? 2 : 40 }] });
    if (path === '/api/show') return json(page(0));
    // a service with no offers in the visitor's region (99), and an id no service has (98)
    if (path === '/api/provider/detail/99') return json({ ...page(3), id: 99, name: 'Wavve', img_path: null });
    if (path === '/api/provider/detail/98')
      return json({ status: 'error', code: 'common.providerNotFound', message: 'Provider not found' }, 404);
    throw new Error(`unexpected call ${url}`);
  });
}

const address = () => new URLSearchParams(screen.getByTestId('location').dataset.search);
const lastCall = (calls: { url: string }[], path: string) =>
  new URLSearchParams(
    calls
      .filter((c) => c.url.split('?')[0] === path)
      .at(-1)
      ?.url.split('?')[1] ?? '',
  );

describe('Discover: genres, airing states, years, rating and order', { timeout: 30_000 }, () => {
  it('several genres are all-of until "Any of them" is chosen; the choice appears only with two or more', async () => {
    const calls = stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover');
    const genres = await screen.findByRole('group', { name: 'Genre' });
    fireEvent.click(await within(genres).findByRole('checkbox', { name: 'Romance' }));
    await waitFor(() => expect(address().get('genre')).toBe('1'));
    expect(screen.queryByRole('radiogroup', { name: 'Chosen genres' })).toBeNull();
    fireEvent.click(within(genres).getByRole('checkbox', { name: 'Comedy' }));
    await waitFor(() => expect(address().get('genre')).toBe('1,2'));
    const match = screen.getByRole('radiogroup', { name: 'Chosen genres' });
    expect(within(match).getByRole('radio', { name: 'All of them' })).toBeChecked();
    fireEvent.click(within(match).getByRole('radio', { name: 'Any of them' }));
    await waitFor(() => expect(address().get('genre_match')).toBe('any'));
    await waitFor(() => expect(lastCall(calls, '/api/show').get('genre_match')).toBe('any'));
    expect(lastCall(calls, '/api/show').get('genre')).toBe('1,2');
    // one chip per genre; removing one leaves one genre, and "any" with it
    fireEvent.click(screen.getByRole('button', { name: 'Remove Comedy' }));
    await waitFor(() => expect(address().get('genre')).toBe('1'));
    expect(address().has('genre_match')).toBe(false);
  });

  it('airing states, a year range and a minimum rating go into the address, the API call and chips', async () => {
    const calls = stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?page=3');
    const status = await screen.findByRole('group', { name: 'Airing status' });
    fireEvent.click(within(status).getByRole('checkbox', { name: 'Upcoming' }));
    fireEvent.click(within(status).getByRole('checkbox', { name: 'On air' }));
    await waitFor(() => expect(address().get('status')).toBe('airing,upcoming'));
    expect(address().has('page')).toBe(false); // a filter change goes back to page 1
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2016' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020' } });
    fireEvent.change(screen.getByLabelText('Minimum rating'), { target: { value: '8' } });
    await waitFor(() => expect(address().get('rating_min')).toBe('8'));
    expect(address().get('year_from')).toBe('2016');
    expect(address().get('year_to')).toBe('2020');
    await waitFor(() => expect(lastCall(calls, '/api/show').get('rating_min')).toBe('8'));
    expect(Object.fromEntries(lastCall(calls, '/api/show'))).toMatchObject({
      status: 'airing,upcoming',
      year_from: '2016',
      year_to: '2020',
    });
    // the "To" select offers no year before "From"
    const to = screen.getByLabelText<HTMLSelectElement>('To');
    expect([...to.options].map((o) => o.value)).not.toContain('2015');
    for (const chip of ['Remove 2016–2020', 'Remove Rated 8+', 'Remove On air', 'Remove Upcoming'])
      expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2016–2020' }));
    await waitFor(() => expect(address().has('year_from')).toBe(false));
    expect(address().has('year_to')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reset All Filters' }));
    await waitFor(() => expect(address().toString()).toBe(''));
  });

  it('controls pressed before the page re-renders each build on the address as it stands', async () => {
    stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?genre=3');
    const status = await screen.findByRole('group', { name: 'Airing status' });
    const ended = within(status).getByRole('checkbox', { name: 'Finished' });
    const rating = screen.getByLabelText('Minimum rating');
    const from = screen.getByLabelText('From');
    act(() => {
      ended.click();
      fireEvent.change(rating, { target: { value: '7' } });
      fireEvent.change(from, { target: { value: '2010' } });
    });
    await waitFor(() => expect(address().get('year_from')).toBe('2010'));
    expect(Object.fromEntries(address())).toEqual({ genre: '3', status: 'ended', rating_min: '7', year_from: '2010' });
  });

  it('the order is a select beside the chips; the default order stays out of the address and the API call', async () => {
    const calls = stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?genre=1');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('date_desc');
    expect(lastCall(calls, '/api/show').has('sort')).toBe(false);
    fireEvent.change(sort, { target: { value: 'rating_desc' } });
    await waitFor(() => expect(address().get('sort')).toBe('rating_desc'));
    await waitFor(() => expect(lastCall(calls, '/api/show').get('sort')).toBe('rating_desc'));
    fireEvent.change(sort, { target: { value: 'popularity_desc' } });
    await waitFor(() => expect(address().get('sort')).toBe('popularity_desc'));
    // clearing the filters keeps the order
    fireEvent.click(screen.getByRole('button', { name: 'Reset All Filters' }));
    await waitFor(() => expect(address().toString()).toBe('sort=popularity_desc'));
  });

  it("the service filter's counts follow the other filters", async () => {
    const calls = stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover');
    const service = await screen.findByRole('combobox', { name: /Streaming in/ });
    await waitFor(() => expect(within(service).getByRole('option', { name: 'Netflix (40)' })).toBeInTheDocument());
    fireEvent.click(await within(screen.getByRole('group', { name: 'Genre' })).findByRole('checkbox', { name: 'Thriller' }));
    await waitFor(() => expect(within(service).getByRole('option', { name: 'Netflix (2)' })).toBeInTheDocument());
    expect(lastCall(calls, '/api/show/facets').get('genre')).toBe('3');
  });

  it('a chosen service with no offers in the region is named in its chip and its option, never by its id', async () => {
    stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?provider=99');
    expect(await screen.findByRole('button', { name: 'Remove Wavve' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: /Streaming in/ });
    await waitFor(() => expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Wavve'));
    expect(document.body.textContent).not.toContain('#99');
  });

  it('an id no service has reads "Unknown service", and its chip removes it', async () => {
    stubCatalogue();
    renderRoutes(<DiscoverPage />, '/discover?provider=98');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Unknown service' }));
    await waitFor(() => expect(address().has('provider')).toBe(false));
    expect(document.body.textContent).not.toContain('#98');
  });
});
