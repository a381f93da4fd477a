import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entry } from '@klama/contract';
import { previewPatch } from '../../api/diary';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { DiaryControls, DiaryPanel } from './DiaryPanel';

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
