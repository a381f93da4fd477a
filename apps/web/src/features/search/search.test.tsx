import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { json, renderWithProviders, stubApi, type ApiCall } from '../../test/render';
import SearchOverlay, { SearchPanel } from './SearchOverlay';

const card = (id: number, name: string) => ({ id, name, original_name: `${name} KR`, first_air_date: '2024-01-01', poster_path: {} });
let calls: ApiCall[];
const HYUN_BIN = {
  id: 7,
  name: 'Hyun Bin',
  original_name: '현빈',
  profile_path: null,
  department: 'Acting',
  shows: [card(1, 'Crash Landing on You'), card(2, 'Secret Garden')],
};
const KIM_EUN_SOOK = {
  ...HYUN_BIN,
  id: 8,
  name: 'Kim Eun-sook',
  original_name: '김은숙',
  department: 'Writing',
  shows: [card(3, 'Goblin'), { ...card(4, 'Goblin'), season_number: 2 }],
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = stubApi(({ url }) => {
    if (url.includes('periodic-collection'))
      return json({ _id: '1', releaseDate: '2025-01-01', shows: [card(1, 'T1'), card(2, 'T2'), card(3, 'T3'), card(4, 'T4')] });
    const query = new URL(url, 'http://x').searchParams.get('query');
    return json({ shows: [card(10, `Match ${query}`)], people: query === 'hyun' ? [HYUN_BIN] : [] });
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const searchCalls = () => calls.map((c) => c.url).filter((u) => u.startsWith('/api/search'));

describe('search overlay', () => {
  it('shows the first 3 trending dramas before a query matches', async () => {
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    expect(await screen.findByText('Trending Dramas')).toBeInTheDocument();
    expect(screen.getByTestId('search-trending').querySelectorAll('[role="option"]')).toHaveLength(3);
  });

  it('waits 300 ms, asks only for 2+ characters, and clears suggestions under 2', async () => {
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    const input = screen.getByPlaceholderText('Search for drama...');
    fireEvent.change(input, { target: { value: 's' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searchCalls()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'sq' } });
    fireEvent.change(input, { target: { value: 'squ' } });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(searchCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(searchCalls()).toEqual(['/api/search?query=squ&limit=10']);
    expect(await screen.findByText('Match squ')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 's' } });
    expect(screen.queryByText('Match squ')).toBeNull();
  });

  it('never lets a stale answer replace a newer one', async () => {
    let releaseSlow!: () => void;
    stubApi(async ({ url, signal }) => {
      const query = new URL(url, 'http://x').searchParams.get('query');
      if (query === 'ab')
        await new Promise<void>((resolve, reject) => {
          releaseSlow = resolve;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      return json(
        url.includes('periodic')
          ? { _id: '1', releaseDate: '2025-01-01', shows: [] }
          : { shows: [card(query === 'ab' ? 1 : 2, `Result ${query}`)], people: [] },
      );
    });
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    const input = screen.getByPlaceholderText('Search for drama...');
    fireEvent.change(input, { target: { value: 'ab' } });
    await act(() => vi.advanceTimersByTimeAsync(310));
    fireEvent.change(input, { target: { value: 'abc' } });
    await act(() => vi.advanceTimersByTimeAsync(310));
    expect(await screen.findByText('Result abc')).toBeInTheDocument();
    act(() => releaseSlow());
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('Result ab')).toBeNull();
    expect(screen.getByText('Result abc')).toBeInTheDocument();
  });

  it('lists matching people with what they do and their best-known shows, linking to their cast or crew page', async () => {
    stubApi(({ url }) => {
      if (url.includes('periodic')) return json({ _id: '1', releaseDate: '2025-01-01', shows: [] });
      return json({ shows: [], people: [HYUN_BIN, KIM_EUN_SOOK] });
    });
    const done = vi.fn();
    renderWithProviders(<SearchPanel onDone={done} />);
    fireEvent.change(screen.getByPlaceholderText('Search for drama...'), { target: { value: 'kim' } });
    await act(() => vi.advanceTimersByTimeAsync(310));
    const people = await screen.findByTestId('search-people');
    const links = [...people.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/cast/hyun-bin/7', '/crew/kim-eun-sook/8']);
    expect(links[0]).toHaveTextContent('Hyun Bin 현빈');
    expect(links[0]).toHaveTextContent('Acting · Crash Landing on You, Secret Garden');
    expect(links[1]).toHaveTextContent('Writing · Goblin, Goblin (Season 2)');
    expect(screen.queryByText(/No dramas match/)).toBeNull();
    expect(screen.queryByTestId('search-trending')).toBeNull();
    fireEvent.click(links[1]!);
    expect(done).toHaveBeenCalled();
  });
});

describe('search suggestions from the keyboard (combobox and listbox)', () => {
  const typeQuery = async (value: string) => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Search for drama' }), { target: { value } });
    await act(() => vi.advanceTimersByTimeAsync(310));
  };

  it('moves through every suggestion with the arrow keys, focus staying in the box, and wraps around', async () => {
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    await typeQuery('hyun');
    const box = screen.getByRole('combobox', { name: 'Search for drama' });
    const listbox = await screen.findByRole('listbox');
    await screen.findByText('Hyun Bin');
    // one drama, one person: two options in one listbox, in two labelled groups
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('href'))).toEqual(['/details/10', '/cast/hyun-bin/7']);
    expect(screen.getByRole('group', { name: 'Results' })).toContainElement(options[0]!);
    expect(screen.getByRole('group', { name: 'People' })).toContainElement(options[1]!);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(document.activeElement).toBe(box);
  });

  it('opens the chosen suggestion with Enter and closes the overlay', async () => {
    const done = vi.fn();
    renderWithProviders(<SearchPanel onDone={done} />);
    await typeQuery('hyun');
    await screen.findByText('Hyun Bin');
    const box = screen.getByRole('combobox', { name: 'Search for drama' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/cast/hyun-bin/7');
    expect(done).toHaveBeenCalledOnce();
  });

  it('opens the results page for what was typed on Enter while no suggestion is chosen', async () => {
    const done = vi.fn();
    renderWithProviders(<SearchPanel onDone={done} />);
    await typeQuery('hyun');
    await screen.findByText('Hyun Bin');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search for drama' }), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?q=hyun');
    expect(done).toHaveBeenCalledOnce();
  });

  it('does nothing on Enter in an empty box', async () => {
    const done = vi.fn();
    renderWithProviders(<SearchPanel onDone={done} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search for drama' }), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(done).not.toHaveBeenCalled();
  });

  it('announces how many suggestions there are, and when none match', async () => {
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    // (the test harness's location probe is an <output>, a status too)
    const status = screen.getAllByRole('status').find((s) => s.tagName !== 'OUTPUT')!;
    await screen.findByText('Trending Dramas');
    expect(status).toHaveTextContent('3 suggestions. Use the up and down arrows to choose, Enter to open.');
    await typeQuery('hyun');
    await screen.findByText('Hyun Bin');
    expect(status).toHaveTextContent('2 suggestions.');
    stubApi(({ url }) => json(url.includes('periodic') ? { _id: '1', releaseDate: '2025-01-01', shows: [] } : { shows: [], people: [] }));
    await typeQuery('zzz');
    expect(await screen.findByText('No dramas match “zzz”.')).toBeInTheDocument();
    expect(status).toHaveTextContent('No dramas match “zzz”.');
  });

  it('is collapsed, pointing at no list, while there is nothing to suggest', async () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Search for drama' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('a new list of suggestions starts with none chosen', async () => {
    renderWithProviders(<SearchPanel onDone={() => {}} />);
    await screen.findByText('Trending Dramas');
    const box = screen.getByRole('combobox', { name: 'Search for drama' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant');
    await typeQuery('hyun');
    await screen.findByText('Hyun Bin');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });
});

describe('search overlay focus', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open search
        </button>
        <SearchOverlay open={open} onOpenChange={setOpen} fullScreen />
      </>
    );
  }

  it('returns focus to the button that opened it when closed with Escape or Cancel', async () => {
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open search' });
    for (const close of [
      () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      opener.focus();
      fireEvent.click(opener);
      const box = await screen.findByRole('combobox', { name: 'Search for drama' });
      await vi.waitFor(() => expect(document.activeElement).toBe(box));
      close();
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });
});
