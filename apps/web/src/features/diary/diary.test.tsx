import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entry } from '@klama/contract';
import { previewPatch } from '../../api/diary';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { DiaryControls, DiaryPanel } from './DiaryPanel';
import { RATING_SAVE_DELAY_MS } from './RatingControl';
import { StatsPanel } from './StatsPanel';
import { MarkButtons } from '../../components/MarkButtons';

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
    const onChange = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<DiaryControls entry={entry({ episodesWatched: 3, status: 'watching' })} onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByText('3 / 16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+1: one more episode watched' }));
    expect(onChange).toHaveBeenLastCalledWith({ episodesWatched: 4 });
    await user.click(screen.getByRole('button', { name: 'One episode less' }));
    expect(onChange).toHaveBeenLastCalledWith({ episodesWatched: 2 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'completed' });
  });

  it('stops the stepper at the episode count and at zero', () => {
    renderWithProviders(
      <DiaryControls entry={entry({ episodesWatched: 16, status: 'completed' })} onChange={vi.fn(() => Promise.resolve(true))} />,
    );
    expect(screen.getByRole('button', { name: '+1: one more episode watched' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One episode less' })).toBeEnabled();
  });

  it('rates with the keyboard in half points, saves once the slider rests, and at once on Enter or leaving it', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn(() => Promise.resolve(true));
      renderWithProviders(<DiaryControls entry={entry({ rating: 7 })} onChange={onChange} />);
      const slider = screen.getByRole('slider', { name: 'Your rating' });
      expect(slider).toHaveAttribute('aria-valuetext', '7 out of 10');
      slider.focus();
      fireEvent.change(slider, { target: { value: '7.5' } }); // what ArrowRight does to a range input
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
      fireEvent.change(slider, { target: { value: '8' } });
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
      expect(onChange).not.toHaveBeenCalled(); // still moving
      expect(slider).toHaveAttribute('aria-valuetext', '8 out of 10');
      act(() => vi.advanceTimersByTime(RATING_SAVE_DELAY_MS));
      expect(onChange).toHaveBeenCalledTimes(1); // two key presses, one save
      expect(onChange).toHaveBeenLastCalledWith({ rating: 8 });
      fireEvent.change(slider, { target: { value: '10' } }); // End
      fireEvent.keyUp(slider, { key: 'Enter' });
      expect(onChange).toHaveBeenLastCalledWith({ rating: 10 });
      fireEvent.change(slider, { target: { value: '0' } });
      fireEvent.blur(slider);
      expect(onChange).toHaveBeenLastCalledWith({ rating: null });
      act(() => vi.advanceTimersByTime(RATING_SAVE_DELAY_MS));
      expect(onChange).toHaveBeenCalledTimes(3); // a flushed value is not sent again
    } finally {
      vi.useRealTimers();
    }
  });

  it('a rating still waiting is saved when the panel goes away and when the page is left', () => {
    const onChange = vi.fn(() => Promise.resolve(true));
    const first = renderWithProviders(<DiaryControls entry={entry()} onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Your rating' }), { target: { value: '10' } });
    first.unmount();
    expect(onChange).toHaveBeenLastCalledWith({ rating: 10 });
    renderWithProviders(<DiaryControls entry={entry()} onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Your rating' }), { target: { value: '6.5' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(onChange).toHaveBeenLastCalledWith({ rating: 6.5 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('saves notes as typed text', async () => {
    const onChange = vi.fn(() => Promise.resolve(true));
    renderWithProviders(<DiaryControls entry={entry()} onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '<b>so good</b>');
    expect(screen.getByText('14 / 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(onChange).toHaveBeenLastCalledWith({ notes: '<b>so good</b>' });
    expect(await screen.findByText('Notes saved')).toHaveAttribute('role', 'status');
  });

  it('asks before "Not in my diary" clears progress; keeping it sends nothing', async () => {
    const onChange = vi.fn(() => Promise.resolve(true));
    renderWithProviders(
      <DiaryControls entry={entry({ status: 'completed', episodesWatched: 16, finishedOn: '2026-01-02' })} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not in my diary');
    expect(await screen.findByRole('dialog', { name: 'Clear your progress?' })).toHaveTextContent('(16 of 16 episodes)');
    await user.click(screen.getByRole('button', { name: 'Keep my progress' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not in my diary');
    await user.click(await screen.findByRole('button', { name: 'Clear progress' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: null });
  });

  it('edits the dates and the rewatch count, refusing a finish before the start, a future date and a count out of range', async () => {
    const onChange = vi.fn(() => Promise.resolve(true));
    renderWithProviders(
      <DiaryControls entry={entry({ status: 'completed', episodesWatched: 16, finishedOn: '2024-03-10' })} onChange={onChange} />,
    );
    const user = userEvent.setup();
    const started = screen.getByLabelText('Started on');
    const finished = screen.getByLabelText('Finished on');
    const rewatch = screen.getByRole('spinbutton', { name: 'Times rewatched' });
    const save = screen.getByRole('button', { name: 'Save dates' });
    expect(finished).toHaveValue('2024-03-10');
    expect(save).toBeDisabled(); // nothing changed
    fireEvent.change(started, { target: { value: '2024-04-01' } });
    expect(finished).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The finish date cannot be before the start date.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(started, { target: { value: '2099-01-01' } });
    expect(screen.getByText('A date cannot be after today.')).toBeInTheDocument();
    fireEvent.change(started, { target: { value: '2024-02-01' } });
    await user.clear(rewatch);
    await user.type(rewatch, '1001');
    expect(screen.getByText('Enter a whole number from 0 to 1000.')).toBeInTheDocument();
    await user.clear(rewatch);
    await user.type(rewatch, '2');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onChange).toHaveBeenLastCalledWith({ startedOn: '2024-02-01', rewatchCount: 2 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: '+1: one more episode watched' }));
    expect(screen.getByText('16 / 16')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    refuse(json({ status: 'error', code: 'common.invalidRequest', message: 'Invalid request' }, 400));
    await waitFor(() => expect(screen.getByText('15 / 16')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save: Invalid request');
  });
});

describe('the marks and the panel read one entry (issue 23.1)', () => {
  it('pressing Watched on an untracked show completes it in the panel at once, and the panel’s status moves the button', async () => {
    signInAs('minji');
    let server = entry();
    stubApi(({ url, method }) => {
      if (method === 'POST') {
        server = entry({ status: 'completed', episodesWatched: 16, watched: true, finishedOn: '2026-11-26' });
        return json({ showId: 7, liked: false, bookmarked: false, watched: true });
      }
      if (method === 'PATCH') {
        server = entry({ status: 'watching', episodesWatched: 15, startedOn: '2026-11-26', finishedOn: '2026-11-26' });
        return json(server);
      }
      if (url.includes('lists/mine')) return json([]);
      if (url.includes('counts')) return json({ liked: { count: 0 }, bookmarked: { count: 0 }, watched: 0 });
      return json(server);
    });
    renderWithProviders(
      <>
        <MarkButtons showId={7} />
        <DiaryPanel showId={7} />
      </>,
    );
    const user = userEvent.setup();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Watched' }));
    expect(status).toHaveValue('completed');
    expect(screen.getByText('16 / 16')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Finished on')).toHaveValue('2026-11-26'));
    await user.click(screen.getByRole('button', { name: 'One episode less' }));
    expect(screen.getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByText('15 / 16')).toBeInTheDocument());
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
    await user.click(screen.getByRole('button', { name: '+1: 한 회 더 봤어요' }));
    refuse(json({ status: 'error', code: 'common.invalidRequest', message: 'Invalid request' }, 400));
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
