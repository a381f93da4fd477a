/** Composition root: buildApp(config, db) wires plugins and feature routes. */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerHttpCache } from './plugins/http-cache.js';
import { registerWeb } from './plugins/web.js';
import { connectionLimits } from './plugins/connection-limits.js';
import { showRoutes } from './catalogue/shows.routes.js';
import { listRoutes } from './catalogue/lists.routes.js';
import { taxonomyRoutes } from './catalogue/taxonomy.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { collectionRoutes } from './collections/collections.routes.js';
import { peopleRoutes } from './people/people.routes.js';
import { recommendationRoutes } from './recommendations/recommendations.routes.js';
import { marketingRoutes } from './marketing/marketing.routes.js';
import { registerAccounts, type AccountsOptions } from './accounts/accounts.plugin.js';
import { authRoutes } from './accounts/auth.routes.js';
import { userRoutes } from './accounts/user.routes.js';
import { userShowRoutes } from './library/user-show.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export async function buildApp(config: Config, db: Database, accountsOptions: AccountsOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    ...connectionLimits(config.limits),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.limits.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  registerErrorHandling(app);

  // Google Identity Services loads its script and button iframe from accounts.google.com/gsi.
  const gsi = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // the YouTube player (trailers): its API loader and the player script it pulls in
        'script-src': [
          "'self'",
          ...gsi.map((u) => `${u}client`),
          'https://www.youtube.com/iframe_api',
          'https://www.youtube.com/s/player/',
        ],
        'img-src': ["'self'", 'data:', 'https://image.tmdb.org', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', ...gsi],
        'connect-src': ["'self'", ...gsi],
        'frame-ancestors': ["'none'"],
        // upgrading subresources to https breaks a plain-http install on anything but localhost
        'upgrade-insecure-requests': config.trustProxy ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    // YouTube's embedded player refuses to play (its error 153) without the embedding site's origin
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the Google sign-in popup must be able to talk back to the page that opened it
    crossOriginOpenerPolicy: { policy: config.googleClientId ? 'same-origin-allow-popups' : 'same-origin' },
    hsts: config.trustProxy,
  });
  await app.register(compress, { threshold: 1024 });
  registerHttpCache(app);
  await registerAccounts(app, config, accountsOptions);

  await app.register(
    async (api) => {
      for (const routes of [
        showRoutes,
        listRoutes,
        taxonomyRoutes,
        searchRoutes,
        collectionRoutes,
        peopleRoutes,
        recommendationRoutes,
        marketingRoutes,
        authRoutes,
        userRoutes,
        userShowRoutes,
      ])
        await api.register(routes);
    },
    { prefix: '/api' },
  );
  if (config.serveWeb) await registerWeb(app);
  return app;
}
