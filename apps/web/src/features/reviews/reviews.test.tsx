import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@klama/contract';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { ProfileReviews } from './ProfileReviews';
import { ReviewCard } from './ReviewCard';
import ReviewDialog from './ReviewDialog';

const BODY = 'First paragraph of a long enough review body.\n\nThe killer was the butler, <b>obviously</b>.';
const review = (over: Partial<Review> = {}): Review => ({
  id: 5,
  showId: 7,
  author: { username: 'minji', avatar: null },
  title: 'A twist',
  body: BODY,
  spoiler: true,
  rating: 8.5,
  scores: { story: 9, acting: null, music: 7, rewatch: null },
  episodesSeen: 12,
  helpful: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('ReviewCard', { timeout: 30_000 }, () => {
  it('folds a spoiler review until the reader opens it, from the keyboard too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewCard review={review()} />);
    const toggle = screen.getByRole('button', { name: 'Show the review' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/The killer was the butler/)).not.toBeVisible();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide the review' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/The killer was the butler/)).toBeVisible();
    // the markup is text
    expect(screen.getByText(/<b>obviously<\/b>/)).toBeVisible();
    expect(screen.getByText('Story')).toBeVisible();
    expect(screen.queryByText('Acting')).toBeNull();
    expect(screen.getByText(/after 12 episodes/)).toBeVisible();
  });

  it('shows a review without spoilers at once, and no vote button to nobody', () => {
    renderWithProviders(<ReviewCard review={review({ spoiler: false })} />);
    expect(screen.getByText(/The killer was the butler/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('2 found this helpful')).toBeVisible();
  });

  it('votes helpful as a toggle for a signed-in reader', async () => {
    signInAs('jisoo');
    const calls = stubApi(({ method }) => json({ helpful: method === 'PUT' ? 3 : 2, votedHelpful: method === 'PUT' }));
    const user = userEvent.setup();
    renderWithProviders(<ReviewCard review={review({ spoiler: false, votedHelpful: false, mine: false })} />);
    const vote = screen.getByRole('button', { name: /Helpful/ });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    await user.click(vote);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/reviews/5/helpful')).toBe(true));
  });

  it('gives the writer no vote on their own review', () => {
    renderWithProviders(<ReviewCard review={review({ spoiler: false, votedHelpful: false, mine: true })} onEdit={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Helpful/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  });
});

describe('ReviewDialog', { timeout: 30_000 }, () => {
  it('shows a refused field’s error beside it, by code, and focuses it', async () => {
    signInAs('jisoo');
    const calls = stubApi(() =>
      json(
        {
          status: 400,
          message: 'Invalid request',
          code: 'common.invalidRequest',
          errors: [{ path: 'body.body', message: 'must be at least 50 characters', code: 'reviews.bodyTooShort' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewDialog showId={7} showName="Crash" existing={null} open onOpenChange={() => undefined} />);
    await user.type(await screen.findByLabelText('Title', {}, { timeout: 10_000 }), 'Short');
    await user.type(screen.getByLabelText('Review'), 'Too short');
    await user.click(screen.getByLabelText('This review contains spoilers'));
    await user.selectOptions(screen.getByLabelText('Story'), '9.5');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('must be at least 50 characters')).toBeVisible());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/show/7/review',
      body: { title: 'Short', body: 'Too short', spoiler: true, rating: 8, scores: { story: 9.5 } },
    });
    const body = screen.getByLabelText('Review');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(body).toHaveFocus());
  });
});

describe('ProfileReviews', { timeout: 30_000 }, () => {
  it("lists a fan's reviews under their shows' titles, each linking to the show's reviews, spoilers still folded", () => {
    const reviews = [
      { ...review(), show: { id: 7, name: 'Crash Landing on You', original_name: '사랑의 불시착' } },
      { ...review({ id: 6, showId: 8, spoiler: false, title: 'Calm' }), show: { id: 8, name: 'Signal', original_name: '시그널' } },
    ];
    renderWithProviders(<ProfileReviews reviews={reviews} />);
    expect(screen.getByRole('link', { name: 'Crash Landing on You' })).toHaveAttribute('href', '/details/7/reviews');
    expect(screen.getByRole('link', { name: 'Signal' })).toHaveAttribute('href', '/details/8/reviews');
    expect(screen.getByRole('button', { name: 'Show the review' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText(/The killer was the butler/)).toHaveLength(2);
    expect(screen.getAllByText(/The killer was the butler/).filter((e) => !e.closest('[hidden]'))).toHaveLength(1);
  });

  it('says so when the fan has written none', () => {
    renderWithProviders(<ProfileReviews reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeVisible();
  });
});
