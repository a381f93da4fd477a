import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entry } from '@klama/contract';
import { previewPatch } from '../../api/diary';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { DiaryControls, DiaryPanel } from './DiaryPanel';
import { StatsPanel } from './StatsPanel';

const entry = (over: Partial<Entry> = {}): Entry => ({
  showId: 7,
  status: null,
  episodesWatched: 0,
  totalEpisodes: 16,
  rating: null,
  notes: null,
  rewatchCount: 0,
  startedOn: null,
  finishedOn: null,
  liked: false,
  bookmarked: false,
  watched: false,
  updatedAt: null,
  ...over,
});

describe('diary controls', () => {
  it('steps one episode with one click and picks a status', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DiaryControls entry={entry({ episodesWatched: 3, status: 'watching' })} onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByText('3 / 16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more episode watched' }));
    expect(onChange).toHaveBeenLastCalledWith({ episodesWatched: 4 });
    await user.click(screen.getByRole('button', { name: 'One episode less' }));
    expect(onChange).toHaveBeenLastCalledWith({ episodesWatched: 2 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'completed' });
  });

  it('stops the stepper at the episode count and at zero', () => {
    renderWithProviders(<DiaryControls entry={entry({ episodesWatched: 16, status: 'completed' })} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'One more episode watched' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One episode less' })).toBeEnabled();
  });

  it('rates with the keyboard in half points and says the value', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DiaryControls entry={entry({ rating: 7 })} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Your rating' });
    expect(slider).toHaveAttribute('aria-valuetext', '7 out of 10');
    slider.focus();
    fireEvent.change(slider, { target: { value: '7.5' } }); // what ArrowRight does to a range input
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    fireEvent.change(slider, { target: { value: '8' } });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled(); // moving is not saving
    expect(slider).toHaveAttribute('aria-valuetext', '8 out of 10');
    fireEvent.keyUp(slider, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ rating: 8 });
    fireEvent.change(slider, { target: { value: '0' } });
    fireEvent.blur(slider);
    expect(onChange).toHaveBeenLastCalledWith({ rating: null });
  });

  it('saves notes as typed text', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DiaryControls entry={entry()} onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '<b>so good</b>');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(onChange).toHaveBeenLastCalledWith({ notes: '<b>so good</b>' });
  });
});

describe('the diary panel', () => {
  it('shows a change at once and undoes it when the server refuses', async () => {
    signInAs('minji');
    let refuse!: (r: Response) => void;
    stubApi(({ url, method }) => {
      if (method === 'PATCH') return new Promise<Response>((r) => (refuse = r));
      if (url.includes('lists/mine')) return json([]);
      return json(entry({ episodesWatched: 15, status: 'watching' }));
    });
    renderWithProviders(<DiaryPanel showId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'One more episode watched' }));
    expect(screen.getByText('16 / 16')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    refuse(json({ status: 'error', message: 'Invalid request' }, 400));
    await waitFor(() => expect(screen.getByText('15 / 16')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save: Invalid request');
  });
});

describe('the optimistic preview follows the server’s rules', () => {
  it('completes at the last episode, starts watching at the first, leaves completed when stepping back', () => {
    expect(previewPatch(entry(), { episodesWatched: 1 }).status).toBe('watching');
    expect(previewPatch(entry({ status: 'watching', episodesWatched: 15 }), { episodesWatched: 16 })).toMatchObject({
      status: 'completed',
      watched: true,
    });
    expect(previewPatch(entry({ status: 'completed', episodesWatched: 16 }), { episodesWatched: 15 }).status).toBe('watching');
    expect(previewPatch(entry(), { status: 'completed' }).episodesWatched).toBe(16);
    expect(previewPatch(entry({ status: 'on_hold', episodesWatched: 2 }), { episodesWatched: 3 }).status).toBe('on_hold');
  });
});

describe('in Korean', () => {
  it('the panel: statuses, the rating, a refusal', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    let refuse!: (r: Response) => void;
    stubApi(({ url, method }) => {
      if (method === 'PATCH') return new Promise<Response>((r) => (refuse = r));
      if (url.includes('lists/mine')) return json([]);
      return json(entry({ episodesWatched: 15, status: 'watching', rating: 7.5 }));
    });
    renderWithProviders(<DiaryPanel showId={7} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '내 다이어리' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '내 평점' })).toHaveAttribute('aria-valuetext', '10점 만점에 7.5점');
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveDisplayValue('보는 중');
    expect(await screen.findByRole('link', { name: '목록을 만들어' })).toHaveAttribute('href', '/lists');
    await user.click(screen.getByRole('button', { name: '한 회 더 봤어요' }));
    refuse(json({ status: 'error', message: 'Invalid request' }, 400));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('저장하지 못했어요: 요청이 올바르지 않아요'));
  });

  it('the statistics: Korean labels, numbers written for Korean, years and genres in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    stubApi(() =>
      json({
        statuses: { watching: 2, completed: 1204, plan_to_watch: 0, on_hold: 0, dropped: 1 },
        episodesWatched: 12345,
        minutesWatched: 90_000,
        meanRating: 8.25,
        ratings: { '7.5': 1, '9': 2 },
        genres: [{ id: 1, name: 'Romance', count: 3 }],
        completedPerYear: [{ year: 2024, count: 1 }],
      }),
    );
    renderWithProviders(<StatsPanel />);
    expect(await screen.findByRole('heading', { name: '통계' })).toBeInTheDocument();
    expect(screen.getByText('본 회차 수').nextSibling).toHaveTextContent('12,345');
    expect(screen.getByText('시청 시간').nextSibling).toHaveTextContent('약 1,500시간');
    expect(screen.getByText('평균 평점').nextSibling).toHaveTextContent('8.25');
    expect(screen.getByText('다 봄').parentElement).toHaveTextContent('다 봄1,204');
    expect(screen.getByText('2024년').parentElement).toHaveTextContent('2024년1');
    expect(screen.getByText('로맨스').parentElement).toHaveTextContent('로맨스3');
    expect(screen.getByText('상태별 드라마')).toBeInTheDocument();
  });
});
