/** Composition root: buildApp(config, db) wires plugins and feature routes. */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMMUNITY_SORT, IMAGE_ORIGINS } from '@klama/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { connectionLimits } from './plugins/connection-limits.js';
import { registerCatalogueVersion, type CatalogueVersionOptions } from './catalogue-version/index.js';
import { registerResponseCache } from './response-cache/response-cache.plugin.js';
import { registerCommunityScores, type CommunityScoresOptions } from './community-score/index.js';
import { registerWeb } from './web-render/serve-web.js';
import { registerAccounts, type AccountsOptions } from './accounts/accounts.plugin.js';
import type { RoutePlugin } from './access/groups.js';
import { registerApiRoutes } from './routes.js';
import { registerApiDocs } from './api-docs/openapi.js';
import { registerImportJobs } from './admin/import-jobs.js';
import { ReadModel, buildCatalogueModel } from './read-model/read-model.js';
import { rewriteOriginalIds } from './compat/original-ids.js';
import { registerMail, type MailOptions } from './mail/mail.plugin.js';
import { registerPush, type PushOptions } from './push/push.plugin.js';
import { registerScheduler, type SchedulerOptions } from './notifications/scheduler.plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Catalogue lists and title search in memory, rebuilt when the catalogue changes. */
    readModel: ReadModel;
  }
}

export interface AppOptions extends AccountsOptions {
  /** Routes of the admin API (its group authenticates and checks the role). */
  adminRoutes?: readonly RoutePlugin[];
  /** How this instance follows catalogue writes (tests turn some of the ways off to prove the others). */
  catalogueVersion?: CatalogueVersionOptions;
  /** How often this instance refreshes the K-lama scores (tests make the full refresh run on demand). */
  communityScores?: CommunityScoresOptions;
  /** Where mail goes and how soon it is retried (tests; SMTP_URL otherwise). */
  mail?: MailOptions;
  /** The job queue's poller and the notification channels (tests drive it with their own clock). */
  scheduler?: SchedulerOptions;
  /** The push sender's pace and TLS agent (tests). */
  push?: PushOptions;
}

const sortedByCommunityScore = (req: FastifyRequest) => (req.query as { sort?: unknown } | undefined)?.sort === COMMUNITY_SORT;

export async function buildApp(config: Config, db: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: (req) => rewriteOriginalIds(req.url ?? '/'),
    frameworkErrors,
    clientErrorHandler,
    ...connectionLimits(config.limits),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.limits.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('readModel', new ReadModel(() => buildCatalogueModel(db)));
  registerErrorHandling(app);
  await registerCatalogueVersion(app, options.catalogueVersion);
  // the version moves (and cached answers drop) once the read model holds the new catalogue
  app.catalogueVersion.onChange(() => app.readModel.rebuild());
  // first of the hooks: a hit is answered before any other runs (it replays the headers they set on the miss)
  // answers in the K-lama score's order change with every rating: they are made from memory each time, never kept
  registerResponseCache(app, { maxBytes: config.responseCacheBytes, bypass: sortedByCommunityScore });
  await registerCommunityScores(app, options.communityScores);

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
        // the one list of image sites, which the hero slide's image address is checked against too
        'img-src': ["'self'", 'data:', ...IMAGE_ORIGINS],
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
  registerMail(app, options.mail);
  registerPush(app, options.push);
  registerScheduler(app, options.scheduler);
  await registerAccounts(app, config, options);

  await registerApiDocs(app);
  registerImportJobs(app);
  await registerApiRoutes(app, options.adminRoutes);
  if (config.serveWeb) await registerWeb(app);
  return app;
}
