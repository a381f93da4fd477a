/** The K-lama score (issue 26 item 2, decision 0041): `app.communityScores`, fresh on every instance. */
import type { FastifyInstance } from 'fastify';
import { CommunityScores, type CommunityScoresOptions } from './community-scores.js';

export { CommunityScores, bayesianScore, type CommunityScoresOptions } from './community-scores.js';

declare module 'fastify' {
  interface FastifyInstance {
    communityScores: CommunityScores;
  }
}

export async function registerCommunityScores(app: FastifyInstance, options: CommunityScoresOptions = {}) {
  const scores = new CommunityScores(app.db, { onError: (err) => app.log.warn({ err }, 'community scores'), ...options });
  await scores.start();
  app.decorate('communityScores', scores);
  app.addHook('onClose', () => scores.close());
}
