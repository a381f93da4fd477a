import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderWithProviders, stubApi, type ApiCall } from '../../test/render';
import { SearchPanel } from './SearchOverlay';

const card = (id: number, name: string) => ({ id, name, original_name: `${name} KR`, first_air_date: '2024-01-01', poster_path: {} });
let calls: ApiCall[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = stubApi(({ url }) => {
    if (url.includes('periodic-collection'))
      return json({ _id: '1', releaseDate: '2025-01-01', shows: [card(1, 'T1'), card(2, 'T2'), card(3, 'T3'), card(4, 'T4')] });
    const query = new URL(url, 'http://x').searchParams.get('query');
    return json([card(10, `Match ${query}`)]);
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const searchCalls = () => calls.map((c) => c.url).filter((u) => u.includes('show/search'));

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
    expect(searchCalls()).toEqual(['/api/show/search?query=squ&limit=10']);
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
        url.includes('periodic') ? { _id: '1', releaseDate: '2025-01-01', shows: [] } : [card(query === 'ab' ? 1 : 2, `Result ${query}`)],
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
});
