/** The owner's own account: read it (profiles are private) and change the email. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, UpdateMeBody, UserProfile, UsernameParams } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { Unauthorized } from './authenticate.js';
import { findUserById, publicProfile, updateEmail } from './users.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, accounts } = app;

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const currentUser = async (...args: Parameters<typeof accounts.requireUser>) => {
    const caller = await accounts.requireUser(...args);
    const user = await findUserById(db, caller.userId);
    if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
    return user;
  };

  app.get('/user/me', { schema: { response: { 200: UserProfile } } }, async (req, reply) => publicProfile(await currentUser(req, reply)));

  app.get('/user/:username', { schema: { params: UsernameParams, response: { 200: UserProfile } } }, async (req, reply) => {
    const user = await currentUser(req, reply);
    if (user.username.toLowerCase() !== req.params.username.toLowerCase()) throw new HttpError(403, AUTH_MESSAGES.profilePrivate);
    return publicProfile(user);
  });

  app.patch('/user/me', { schema: { body: UpdateMeBody, response: { 200: UserProfile } } }, async (req, reply) => {
    const user = await currentUser(req, reply);
    const updated = await updateEmail(db, user.id, req.body.email);
    if (!updated) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
    return publicProfile(updated);
  });
};
