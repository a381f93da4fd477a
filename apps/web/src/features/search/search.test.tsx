import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderWithProviders, stubApi, type ApiCall } from '../../test/render';
import { SearchPanel } from './SearchOverlay';

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
    expect(screen.getByTestId('search-trending').querySelectorAll('li')).toHaveLength(3);
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
