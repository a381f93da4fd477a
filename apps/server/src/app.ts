/** Composition root: buildApp(config, db) wires plugins and feature routes. */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerHttpCache } from './plugins/http-cache.js';
import { registerWeb } from './plugins/web.js';
import { registerAccounts, type AccountsOptions } from './accounts/accounts.plugin.js';
import type { RoutePlugin } from './access/groups.js';
import { registerApiRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export interface AppOptions extends AccountsOptions {
  /** Routes of the admin API (its group authenticates and checks the role). */
  adminRoutes?: readonly RoutePlugin[];
}

export async function buildApp(config: Config, db: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
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
        'script-src': ["'self'", ...gsi.map((u) => `${u}client`)],
        'img-src': ["'self'", 'data:', 'https://image.tmdb.org', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', ...gsi],
        'connect-src': ["'self'", ...gsi],
        'frame-ancestors': ["'none'"],
        // upgrading subresources to https breaks a plain-http install on anything but localhost
        'upgrade-insecure-requests': config.trustProxy ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    // the Google sign-in popup must be able to talk back to the page that opened it
    crossOriginOpenerPolicy: { policy: config.googleClientId ? 'same-origin-allow-popups' : 'same-origin' },
    hsts: config.trustProxy,
  });
  await app.register(compress, { threshold: 1024 });
  registerHttpCache(app);
  await registerAccounts(app, config, options);

  await registerApiRoutes(app, options.adminRoutes);
  if (config.serveWeb) await registerWeb(app);
  return app;
}
