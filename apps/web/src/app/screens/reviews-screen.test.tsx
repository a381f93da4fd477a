/**
 * A show's reviews page while its list changes readers: the page renders for nobody, then reads the list again as
 * the signed-in fan (their own review and votes marked). A tap on "Comments (n)" in between must not be lost: the
 * review's comments stay open through the swap of the data (issue 26's rough edge, fixed in the reviews list).
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Review, ReviewPage } from '@klama/contract';
import { deferred, json, onePage, renderRoutes, signInAs, signOut, stubApi } from '../../test/render';
import { ReviewsScreen } from './ReviewsScreen';

const LONG = { timeout: 10_000 };
const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  showId: 7,
  author: { username: `writer${id}`, avatar: null },
  title: `Review ${id}`,
  body: 'A long enough body for a review of this show, with a second thought.',
  spoiler: false,
  rating: 8,
  episodesSeen: 0,
  helpful: 1,
  comments: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const reviewsPage = (results: Review[], own: Review | null | undefined): ReviewPage => ({
  ...onePage(results),
  ratings: { average: 8, count: results.length },
  ...(own !== undefined ? { own } : {}),
});
const details = { id: 7, name: 'Stairway', original_name: '천국의 계단', first_air_date: '2003-12-03', poster_path: {}, backdrop_path: {} };
const commentsPage = {
  ...onePage([
    {
      id: 31,
      parentId: null,
      author: { username: 'jisoo', avatar: null },
      body: 'The first comment',
      deleted: false,
      createdAt: '2026-11-21T10:00:00.000Z',
      replies: [],
    },
  ]),
  comments: 1,
};

describe('the reviews page while its list turns from nobody’s to the signed-in fan’s', { timeout: 30_000 }, () => {
  it('keeps a review’s comments open when the tap lands between the two answers', async () => {
    signOut();
    const signedInAnswer = deferred();
    const calls = stubApi(({ url, headers }) => {
      if (url.startsWith('/api/show/details/7')) return json(details);
      if (url.startsWith('/api/show/7/reviews'))
        return headers.authorization
          ? signedInAnswer.promise
          : json(reviewsPage([review(1), review(2, { author: { username: 'minji', avatar: null } })], undefined));
      if (url.startsWith('/api/reviews/1/comments')) return json(commentsPage);
      throw new Error(`unexpected call ${url}`);
    });
    const user = userEvent.setup();
    renderRoutes(
      <Routes>
        <Route path="/details/:id/reviews" element={<ReviewsScreen />} />
      </Routes>,
      '/details/7/reviews',
    );
    const first = await screen.findByRole('article', { name: 'Review 1' }, LONG);
    expect(within(first).queryByRole('button', { name: 'Helpful' })).toBeNull();

    // the session is known: the list is read again as minji, and that answer is still on its way
    act(() => signInAs('minji'));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/show/7/reviews') && c.headers.authorization)).toBe(true));
    await user.click(within(screen.getByRole('article', { name: 'Review 1' })).getByRole('button', { name: 'Comments (2)' }));
    expect(within(screen.getByRole('article', { name: 'Review 1' })).getByRole('button', { name: 'Hide comments' })).toBeVisible();

    // minji's answer arrives: her own review marked, votes offered, the same reviews
    await act(async () =>
      signedInAnswer.resolve(
        json(
          reviewsPage(
            [
              review(1, { votedHelpful: false, mine: false }),
              review(2, { author: { username: 'minji', avatar: null }, votedHelpful: false, mine: true }),
            ],
            review(2, { author: { username: 'minji', avatar: null }, votedHelpful: false, mine: true }),
          ),
        ),
      ),
    );
    const swapped = screen.getByRole('article', { name: 'Review 1' });
    await within(swapped).findByRole('button', { name: 'Helpful' }, LONG);
    expect(screen.getByRole('article', { name: 'Review 2' })).toHaveTextContent('Your review');
    // the tap held: the comments are still open, and read
    expect(within(swapped).getByRole('button', { name: 'Hide comments' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(swapped).findByText('The first comment', undefined, LONG)).toBeVisible();
  });

  it('keeps open comments on screen (no spinner) while they are read again as the fan who just signed in', async () => {
    signOut();
    const signedInComments = deferred();
    stubApi(({ url, headers }) => {
      if (url.startsWith('/api/show/details/7')) return json(details);
      if (url.startsWith('/api/show/7/reviews'))
        return json(
          headers.authorization
            ? reviewsPage([review(1, { votedHelpful: false, mine: false })], null)
            : reviewsPage([review(1)], undefined),
        );
      if (url.startsWith('/api/reviews/1/comments')) return headers.authorization ? signedInComments.promise : json(commentsPage);
      throw new Error(`unexpected call ${url}`);
    });
    const user = userEvent.setup();
    renderRoutes(
      <Routes>
        <Route path="/details/:id/reviews" element={<ReviewsScreen />} />
      </Routes>,
      '/details/7/reviews',
    );
    const card = await screen.findByRole('article', { name: 'Review 1' }, LONG);
    await user.click(within(card).getByRole('button', { name: 'Comments (2)' }));
    await within(card).findByText('The first comment', undefined, LONG);

    act(() => signInAs('minji'));
    // minji's read of the comments is on its way: the threads stay, no spinner in their place
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Review 1' })).getByRole('button', { name: 'Helpful' })).toBeVisible(),
    );
    expect(within(screen.getByRole('article', { name: 'Review 1' })).getByText('The first comment')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Review 1' })).queryByRole('status')).toBeNull();
    await act(async () =>
      signedInComments.resolve(
        json({ ...commentsPage, results: [{ ...commentsPage.results[0]!, body: 'The first comment, as minji reads it' }] }),
      ),
    );
    expect(await screen.findByText('The first comment, as minji reads it', undefined, LONG)).toBeVisible();
  });
});
