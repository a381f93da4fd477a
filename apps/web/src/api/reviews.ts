/**
 * Reviews (ARCHITECTURE 9.2): a show's reviews, read by nobody (what the server renders) or, once the page is live,
 * by the signed-in fan (their votes and their own review marked); the fan's review and helpful votes. A write
 * refreshes every read of the show's reviews, and nothing of the catalogue.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpfulAnswer, ReviewBody, ReviewPage, ReviewSort } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { useHydrated } from '../lib/use-hydrated';
import { type Endpoint } from './paths';
import { memberApi } from './member-paths';
import { request } from './request';

export type ReviewsRead = { sort: ReviewSort; page: number; limit: number };

export const reviewKeys = {
  /** every read of every show's reviews (their comment counts change with a comment) */
  all: () => ['reviews'] as const,
  /** every read of a show's reviews, by anyone: what a write refreshes */
  show: (showId: number) => ['reviews', showId] as const,
  /** `reader`: the signed-in fan's username, or null for the anonymous read */
  page: (showId: number, reader: string | null, q: ReviewsRead) => ['reviews', showId, reader ?? '(anonymous)', q] as const,
};

export const reviewPaths = {
  /** read by nobody (the server renders this one) */
  anonymous: (showId: number, q: ReviewsRead): Endpoint<ReviewPage> => {
    const { url, method } = memberApi('showReviews', { id: showId }, q);
    return { url, method };
  },
  asReader: (showId: number, q: ReviewsRead) => memberApi('showReviews', { id: showId }, q),
  review: (showId: number) => memberApi('putReview', { id: showId }),
  removeReview: (showId: number) => memberApi('deleteReview', { id: showId }),
  vote: (reviewId: number) => memberApi('voteHelpful', { id: reviewId }),
  unvote: (reviewId: number) => memberApi('unvoteHelpful', { id: reviewId }),
};

/** Who reads: the signed-in fan once the page is live, else nobody (the server renders for nobody). */
export function useReviewReader(): string | null {
  const hydrated = useHydrated();
  const username = useAuthStore((s) => s.user?.username ?? null);
  return hydrated ? username : null;
}

/** A page of a show's reviews as the reader sees them. */
export function useShowReviews(showId: number, q: ReviewsRead, options: { enabled?: boolean } = {}) {
  const reader = useReviewReader();
  return useQuery({
    queryKey: reviewKeys.page(showId, reader, q),
    queryFn: ({ signal }) =>
      reader
        ? request(reviewPaths.asReader(showId, q), { signal, auth: 'required' })
        : request(reviewPaths.anonymous(showId, q), { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    retry: false,
  });
}

const useRefreshReviews = (showId: number) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.show(showId) });
};

export function usePutReview(showId: number) {
  const refresh = useRefreshReviews(showId);
  return useMutation({
    mutationFn: (body: ReviewBody) => request(reviewPaths.review(showId), { method: 'PUT', body, auth: 'required' }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(showId: number) {
  const refresh = useRefreshReviews(showId);
  return useMutation({
    mutationFn: () => request(reviewPaths.removeReview(showId), { method: 'DELETE', auth: 'required' }),
    onSuccess: refresh,
  });
}

export function useVoteHelpful(showId: number) {
  const refresh = useRefreshReviews(showId);
  return useMutation({
    mutationFn: (reviewId: number): Promise<HelpfulAnswer> => request(reviewPaths.vote(reviewId), { method: 'PUT', auth: 'required' }),
    onSettled: refresh,
  });
}

export function useUnvoteHelpful(showId: number) {
  const refresh = useRefreshReviews(showId);
  return useMutation({
    mutationFn: (reviewId: number): Promise<HelpfulAnswer> => request(reviewPaths.unvote(reviewId), { method: 'DELETE', auth: 'required' }),
    onSettled: refresh,
  });
}
