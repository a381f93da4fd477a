/**
 * Fans, reviews, lists and comments for the API tests of comments and their moderation: each helper takes the test
 * file's app (and database), so the files share the steps, not a database.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { Comment, CommentPage, type CommentThread } from '@klama/contract';
import type { Database } from '../../src/db/client.js';
import { sql } from '../../src/db/sql.js';
import { bearer, signUp } from '../accounts/helpers.js';

export type Auth = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export const apiCall = (app: FastifyInstance, auth: Auth, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });

export const REVIEW_BODY = 'A love story across a border, funny and tender, with a cast that makes every scene count.';

/** A signed-up fan, two days old unless a newcomer is asked for (newcomers have tighter write limits). */
export async function communityFan(app: FastifyInstance, db: Database, options: { newcomer?: boolean } = {}) {
  const u = await signUp(app);
  if (!options.newcomer) await db.query(sql`UPDATE app_user SET created_at = now() - interval '2 days' WHERE username = ${u.username}`);
  return { username: u.username, auth: bearer(u.session.accessToken) };
}
export type Fan = Awaited<ReturnType<typeof communityFan>>;

/** `writer`'s review of `showId`. */
export async function writeReview(app: FastifyInstance, writer: Fan, showId: number) {
  const res = await apiCall(app, writer.auth, 'PUT', `show/${showId}/review`, {
    title: 'Worth it',
    body: REVIEW_BODY,
    spoiler: false,
    rating: 9,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: z.object({ id: z.number() }).parse(res.json()).id, showId };
}

/** A list of `owner`'s, public unless asked. */
export async function newList(app: FastifyInstance, owner: Fan, visibility: 'public' | 'private' = 'public') {
  const res = await apiCall(app, owner.auth, 'POST', 'lists', { name: 'Best of 2019', visibility });
  expect(res.statusCode, res.body).toBe(201);
  return z.object({ id: z.number() }).parse(res.json()).id;
}

export type CommentTarget = `reviews/${number}` | `lists/${number}`;
export async function postComment(app: FastifyInstance, who: Fan, target: CommentTarget, body: string, parentId?: number) {
  const res = await apiCall(app, who.auth, 'POST', `${target}/comments`, { body, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return Comment.parse(res.json());
}
export async function readComments(app: FastifyInstance, who: Fan | null, target: CommentTarget, query = '') {
  const res = await apiCall(app, who?.auth ?? {}, 'GET', `${target}/comments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return CommentPage.parse(res.json());
}
/** A page as text: each thread's body (or "(deleted)") with its replies' bodies. */
export const threadShape = (page: CommentPage) =>
  page.results.map((th: CommentThread) => [th.deleted ? '(deleted)' : th.body, th.replies.map((r) => r.body)]);
