/** A person's page (issue 23, item 16): what they are known for, the character under each show, and most popular first. */
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const unknownDetails = { biography: null, birthday: null, deathday: null, place_of_birth: null };
const personPage = (sort: string, details: object = unknownDetails) => ({
  id: 5,
  name: 'Hyun Bin',
  original_name: '현빈',
  img_path: null,
  known_for_department: 'Acting',
  ...details,
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

const BIOGRAPHY = 'Hyun Bin, born Kim Tae-pyung, is a South Korean actor.\n\nHe married Son Ye-jin in 2022.';
/** The page at `address`, its API answering with `details` (and the order it is asked for). */
function openPerson(address: string, details: object) {
  const calls = stubApi(({ url }) => {
    const [path, search = ''] = url.split('?');
    if (path === '/api/person/5') return json(personPage(new URLSearchParams(search).get('sort') ?? '', details));
    throw new Error(`unexpected call ${url}`);
  });
  renderRoutes(
    <Routes>
      <Route path="/:categoryType/:categoryName/:categoryId" element={<CategoryPage />} />
    </Routes>,
    address,
  );
  return calls;
}
/** The header once the person has arrived (before, it has the name from the address only). */
const loadedHeader = async () => within((await screen.findByText('Known for: Acting')).closest('header')!);
/** jsdom lays nothing out: the biography's box says it holds more than its four lines. */
function biographyOverflows() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('person-bio__text--cut') ? 200 : 100;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
}

describe("a person's header", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the Hangul name, the birth date with the age, the birthplace, and a biography cut until "More"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 24, 12)); // the day before his 44th birthday
    biographyOverflows();
    openPerson('/cast/hyun-bin/5', {
      ...unknownDetails,
      biography: BIOGRAPHY,
      birthday: '1982-09-25',
      place_of_birth: 'Seoul, South Korea',
    });
    const header = await loadedHeader();
    expect(header.getByText('현빈')).toHaveAttribute('lang', 'ko');
    expect(header.getByText('Born').nextSibling).toHaveTextContent('September 25, 1982 (age 43)');
    expect(header.getByText('Birthplace').nextSibling).toHaveTextContent('Seoul, South Korea');
    expect(header.queryByText('Died')).not.toBeInTheDocument();

    const bio = header.getByRole('region', { name: 'Biography' });
    expect(
      within(bio)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Hyun Bin, born Kim Tae-pyung, is a South Korean actor.', 'He married Son Ye-jin in 2022.']);
    const more = within(bio).getByRole('button', { name: 'More' });
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveClass('person-bio__text--cut');
    fireEvent.click(more);
    const less = within(bio).getByRole('button', { name: 'Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('person-bio__text--cut');
    fireEvent.click(less);
    expect(within(bio).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the dates of a person who has died, with the age at death, and no button for a biography that fits', async () => {
    openPerson('/cast/hyun-bin/5', { ...unknownDetails, biography: 'A short biography.', birthday: '1975-03-02', deathday: '2023-12-27' });
    const header = await loadedHeader();
    expect(header.getByText('Born').nextSibling).toHaveTextContent(/^March 2, 1975$/);
    expect(header.getByText('Died').nextSibling).toHaveTextContent('December 27, 2023 (aged 48)');
    expect(header.getByText('A short biography.')).toBeInTheDocument();
    expect(header.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves out every fact the catalogue does not have', async () => {
    biographyOverflows();
    openPerson('/cast/hyun-bin/5', unknownDetails);
    const header = await loadedHeader();
    expect(header.getByText('Known for: Acting')).toBeInTheDocument();
    for (const term of ['Born', 'Died', 'Birthplace']) expect(header.queryByText(term)).not.toBeInTheDocument();
    expect(header.queryByRole('region', { name: 'Biography' })).not.toBeInTheDocument();
    expect(header.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the order from the address and writes a new one there', async () => {
    const calls = openPerson('/cast/hyun-bin/5?sort=popularity_desc', unknownDetails);
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('popularity_desc');
    await waitFor(() => expect(calls.map((c) => c.url)).toContainEqual(expect.stringContaining('sort=popularity_desc')));
    expect(calls.some((c) => c.url.includes('sort=date_desc'))).toBe(false);
    fireEvent.change(sort, { target: { value: 'date_asc' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?sort=date_asc'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=date_asc'))).toBe(true));
    // the default order is the bare address; an unknown order is the default
    fireEvent.change(sort, { target: { value: 'date_desc' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', ''));
  });

  it('reads an unknown order in the address as the default', async () => {
    const calls = openPerson('/cast/hyun-bin/5?sort=rating_desc', unknownDetails);
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('date_desc');
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=date_desc'))).toBe(true));
  });
});
