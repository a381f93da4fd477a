/**
 * Comments on reviews and public lists (ARCHITECTURE 9.2): a target's threads, a page more at a time, read by the
 * signed-in fan once the page is live (their own and deletable comments marked) or by nobody; writing, replying and
 * deleting. A write refreshes every read of the target's comments and the reviews (their comment counts), and
 * nothing of the catalogue.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, CommentPage, CommentSort } from '@klama/contract';
import { COMMENT_LIMITS } from '@klama/contract';
import { type Endpoint } from './paths';
import { memberApi } from './member-paths';
import { request } from './request';
import { reviewKeys, useReviewReader } from './reviews';

export type CommentTarget = { kind: 'review' | 'list'; id: number };

export const commentKeys = {
  /** every read of a target's comments, by anyone: what a write refreshes */
  target: (t: CommentTarget) => ['comments', t.kind, t.id] as const,
  pages: (t: CommentTarget, reader: string | null, sort: CommentSort) => ['comments', t.kind, t.id, reader ?? '(anonymous)', sort] as const,
};

const READ = { review: 'reviewComments', list: 'listComments' } as const;
const WRITE = { review: 'postReviewComment', list: 'postListComment' } as const;

export const commentPaths = {
  page: (t: CommentTarget, page: number, sort: CommentSort) =>
    memberApi(READ[t.kind], { id: t.id }, { page, sort, limit: COMMENT_LIMITS.pageDefault }),
  /** read by nobody: a plain GET, no session asked for */
  anonymous: (t: CommentTarget, page: number, sort: CommentSort): Endpoint<CommentPage> => {
    const { url, method } = commentPaths.page(t, page, sort);
    return { url, method };
  },
  write: (t: CommentTarget) => memberApi(WRITE[t.kind], { id: t.id }),
  remove: (id: number) => memberApi('deleteComment', { id }),
};

/** A target's threads, a page more at a time; nothing is read until `enabled`. */
export function useComments(target: CommentTarget, sort: CommentSort, enabled: boolean) {
  const reader = useReviewReader();
  return useInfiniteQuery({
    queryKey: commentKeys.pages(target, reader, sort),
    queryFn: ({ pageParam, signal }): Promise<CommentPage> =>
      reader
        ? request(commentPaths.page(target, pageParam, sort), { signal, auth: 'required' })
        : request(commentPaths.anonymous(target, pageParam, sort), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage) => (last.hasNextPage && last.nextPage ? last.nextPage : undefined),
    enabled,
    retry: false,
    // the threads stay on screen while the signed-in fan's read (or another order) replaces them: no spinner, nothing moves
    placeholderData: keepPreviousData,
  });
}

const useRefreshComments = (target: CommentTarget) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commentKeys.target(target) }),
      // the reviews' counts of comments
      target.kind === 'review' ? client.invalidateQueries({ queryKey: reviewKeys.all() }) : undefined,
    ]);
};

export function usePostComment(target: CommentTarget) {
  const refresh = useRefreshComments(target);
  return useMutation({
    mutationFn: (body: CommentBody) => request(commentPaths.write(target), { method: 'POST', body, auth: 'required' }),
    onSuccess: refresh,
  });
}

export function useDeleteComment(target: CommentTarget) {
  const refresh = useRefreshComments(target);
  return useMutation({
    mutationFn: (id: number) => request(commentPaths.remove(id), { method: 'DELETE', auth: 'required' }),
    onSuccess: refresh,
  });
}
