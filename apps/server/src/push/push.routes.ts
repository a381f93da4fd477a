/** Web Push: the VAPID public key, and a fan's subscriptions per device (ARCHITECTURE 9.3; decision 0050). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUSH_MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { invalidField, notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { checkPushEndpoint } from './endpoint-guard.js';
import { deleteSubscription, saveSubscription } from './subscriptions.queries.js';

export const pushKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'pushPublicKey', async () => ({ key: app.push.publicKey }));
};

export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'createPushSubscription', async (req, reply) => {
    const { userId } = signedIn(req);
    const verdict = await checkPushEndpoint(req.body.endpoint, app.config.push.allowLoopback);
    if (verdict !== 'ok')
      throw invalidField('body.endpoint', verdict === 'notHttps' ? PUSH_MESSAGES.endpointNotHttps : PUSH_MESSAGES.endpointNotPublic);
    const id = await saveSubscription(db, userId, { endpoint: req.body.endpoint, ...req.body.keys });
    return reply.code(201).send({ id });
  });
  route(app, 'deletePushSubscription', async (req, reply) => {
    const { userId } = signedIn(req);
    if (!(await deleteSubscription(db, userId, req.params.id))) throw notFound(PUSH_MESSAGES.unknownSubscription);
    return reply.code(204).send();
  });
};
