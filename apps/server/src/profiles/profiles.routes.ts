/**
 * Public profiles, follows, blocks and the feed (ARCHITECTURE 9.2). An unknown, private or blocked profile is one and
 * the same 404: nobody learns which. Nothing here touches the catalogue version or its caches.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_MESSAGES } from '@klama/contract';
import { callerOf } from '../accounts/authenticate.js';
import { HttpError, notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { block, blocksOf, hasBlocked, unblock } from './blocks.queries.js';
import { findFan, findVisibleFan } from './fans.queries.js';
import { feedOf } from './feed.queries.js';
import { follow, followsOf, unfollow } from './follows.queries.js';
import { profileOf, type FanReviews } from './profile.queries.js';

/** `GET users/{username}`: anyone; a signed-in caller's blocks apply. The reviews' read comes from `reviews/` (ranked above). */
export const publicProfileRoutes =
  (fanReviews: FanReviews): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, 'publicProfile', async (req) => {
      const viewerId = req.user?.userId ?? null;
      const fan = await findVisibleFan(app.db, req.params.username, viewerId);
      if (!fan) throw notFound(PROFILE_MESSAGES.profileNotFound);
      return profileOf(app.db, fan, viewerId, fanReviews);
    });
  };

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = app.writeLimit('social');

  route(
    app,
    'follow',
    async (req, reply) => {
      const me = callerOf(req).userId;
      await db.transaction(async (tx) => {
        const fan = await findVisibleFan(tx, req.params.username, me);
        if (fan?.id === me) throw new HttpError(400, PROFILE_MESSAGES.cannotFollowSelf);
        if (!fan) {
          const anyone = await findFan(tx, req.params.username);
          // only the blocker learns the account is there: they know it already
          if (anyone && (await hasBlocked(tx, me, anyone.id))) throw new HttpError(409, PROFILE_MESSAGES.unblockToFollow);
          throw notFound(PROFILE_MESSAGES.notFollowable);
        }
        await follow(tx, me, fan.id);
      });
      return reply.code(204).send();
    },
    { preHandler },
  );

  route(
    app,
    'unfollow',
    async (req, reply) => {
      const me = callerOf(req).userId;
      const fan = await findFan(db, req.params.username);
      if (fan) await unfollow(db, me, fan.id);
      return reply.code(204).send();
    },
    { preHandler },
  );

  route(
    app,
    'block',
    async (req, reply) => {
      const me = callerOf(req).userId;
      await db.transaction(async (tx) => {
        const fan = await findFan(tx, req.params.username);
        if (!fan) throw notFound(PROFILE_MESSAGES.profileNotFound);
        if (fan.id === me) throw new HttpError(400, PROFILE_MESSAGES.cannotBlockSelf);
        await block(tx, me, fan.id);
      });
      return reply.code(204).send();
    },
    { preHandler },
  );

  route(
    app,
    'unblock',
    async (req, reply) => {
      const me = callerOf(req).userId;
      const fan = await findFan(db, req.params.username);
      if (fan) await unblock(db, me, fan.id);
      return reply.code(204).send();
    },
    { preHandler },
  );

  route(app, 'myFollowing', async (req) => followsOf(db, callerOf(req).userId, 'following'));
  route(app, 'myFollowers', async (req) => followsOf(db, callerOf(req).userId, 'followers'));
  route(app, 'myBlocks', async (req) => blocksOf(db, callerOf(req).userId, req.query));
  route(app, 'myFeed', async (req) => feedOf(db, callerOf(req).userId, req.query));
};
