/** The details page's next episode with its countdown (issue 23, item 17). */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, renderWithProviders, stubApi } from '../../test/render';
import { NextEpisode } from './NextEpisode';
import { localDay } from '@klama/contract';
import { nextEpisode } from './next-episode';

const ep = (episode_number: number, air_date: string | null, name: string | null = null) => ({
  episode_number,
  air_date,
  name,
  runtime: null,
});
const schedule = [
  { season_number: 1, episodes: [ep(1, '2026-11-01'), ep(2, '2026-11-08'), ep(3, '2026-11-29', 'The Return'), ep(4, '2026-12-06')] },
  { season_number: 0, episodes: [ep(1, null)] },
];

describe('nextEpisode', () => {
  it('is the first episode on the day or after it, with the days until it', () => {
    expect(nextEpisode(schedule, '2026-11-26')).toEqual({
      episode: { season_number: 1, episode_number: 3, name: 'The Return', air_date: '2026-11-29', runtime: null },
      daysAway: 3,
    });
    expect(nextEpisode(schedule, '2026-11-29')?.daysAway).toBe(0);
    expect(nextEpisode(schedule, '2026-11-30')?.episode.episode_number).toBe(4);
    // across a month and a year
    expect(nextEpisode([{ season_number: 2, episodes: [ep(1, '2027-01-02')] }], '2026-12-31')?.daysAway).toBe(2);
    expect(nextEpisode(schedule, '2026-12-07')).toBeNull();
    expect(nextEpisode([], '2026-12-07')).toBeNull();
  });
  it("the visitor's day is their own time zone's", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('NextEpisode', () => {
  const stubEpisodes = () => stubApi(({ url }) => (url === '/api/show/episodes/7' ? json({ id: 7, seasons: schedule }) : json({}, 404)));

  it('shows the next episode, its date and the countdown', async () => {
    stubEpisodes();
    renderWithProviders(<NextEpisode showId={7} today="2026-11-26" />);
    const section = await screen.findByRole('region', { name: 'Next episode' });
    expect(within(section).getByText('In 3 days')).toBeInTheDocument();
    expect(within(section).getByText(/Season 1, episode 3 · The Return/)).toBeInTheDocument();
    expect(section.querySelector('time')).toHaveAttribute('dateTime', '2026-11-29');
    expect(section.querySelector('time')).toHaveTextContent('Sunday, November 29');
  });

  it('says today and tomorrow in words', async () => {
    stubEpisodes();
    const { unmount } = renderWithProviders(<NextEpisode showId={7} today="2026-11-29" />);
    expect(await screen.findByText('Airs today')).toBeInTheDocument();
    unmount();
    renderWithProviders(<NextEpisode showId={7} today="2026-11-28" />);
    expect(await screen.findByText('Airs tomorrow')).toBeInTheDocument();
  });

  it('is not there when every episode has aired', async () => {
    stubEpisodes();
    renderWithProviders(
      <>
        <NextEpisode showId={7} today="2026-11-26" />
        <NextEpisode showId={7} today="2026-12-07" />
      </>,
    );
    // both read the same answer: once the earlier day's shows, the schedule has arrived and rendered
    await screen.findByRole('region', { name: 'Next episode' });
    expect(screen.getAllByRole('region', { name: 'Next episode' })).toHaveLength(1);
  });
});
