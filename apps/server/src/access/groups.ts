/**
 * Who may call a route, and how its answer may be stored: the contract's route table names each route's access
 * level, and the route is registered in the group of that level (routes.ts; a route in another group, or not from
 * the table, stops the server at start). A route's own options never repeat it.
 *
 * - catalogue: anyone; answers are cached (Cache-Control + ETag, plugins/http-cache.ts); each takes `language=en|ko`
 * - auth: anyone, never stored; each route keeps its own rate limit
 * - account: a signed-in user (401 otherwise), never stored; `signedIn(req)` is the caller
 * - optional-user: anyone, never stored; `req.user` is the caller or null
 * - admin: a signed-in user whose role is 'admin' (401, then 403; the role is read from the database on
 *   every call, so a revoke takes effect at once), with two-step sign-in on when ADMIN_REQUIRE_2FA is set (403
 *   otherwise), rate-limited per IP, never stored
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ROUTES, TWO_FACTOR_MESSAGES, type Access } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { readCatalogueLanguage } from '../plugins/catalogue-language.js';
import { findUserRole } from '../accounts/users.queries.js';
import { signedIn } from '../accounts/authenticate.js';
import { twoFactorEnabled } from '../accounts/two-factor.queries.js';

export type { Access } from '@klama/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const ADMIN_ONLY = MESSAGES.adminOnly;

export type RoutePlugin = FastifyPluginAsyncZod;

const noStore = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

function group(access: Access, guard: (scope: FastifyInstance) => void) {
  return (routes: readonly RoutePlugin[]): FastifyPluginAsync =>
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        const name = route.config?.route;
        // Fastify's HEAD twin of a GET carries the GET's config
        if (!name || ROUTES[name].access !== access)
          throw new Error(
            `${route.method} ${route.url}: ${name ? `the route table puts ${name} in ${ROUTES[name].access}` : 'not a route of the table'}, registered in ${access}`,
          );
        route.config = { ...route.config, access, ...(access === 'catalogue' ? { cache: 'catalogue' as const } : {}) };
      });
      guard(scope);
      for (const plugin of routes) await scope.register(plugin);
    };
}

// preValidation: after the route's own onRequest hooks (its rate limit) and body parsing, before the
// schema: a caller who may not call the route learns nothing of its input's shape (401/403 before 400)
const authenticate = (scope: FastifyInstance) =>
  scope.addHook('preValidation', async (req, reply) => {
    req.user = await scope.accounts.requireUser(req, reply);
  });

// every catalogue call answers in `?language=en|ko` (plugins/catalogue-language.ts)
export const catalogueGroup = group('catalogue', (scope) => scope.addHook('onRequest', readCatalogueLanguage));

export const authGroup = group('auth', (scope) => scope.addHook('onSend', noStore));

export const accountGroup = group('account', (scope) => {
  scope.addHook('onSend', noStore);
  authenticate(scope);
});

export const optionalUserGroup = group('optional-user', (scope) => {
  scope.addHook('onSend', noStore);
  scope.addHook('preValidation', async (req) => {
    req.user = await scope.accounts.optionalUser(req);
  });
});

export const adminGroup = group('admin', (scope) => {
  scope.addHook('onSend', noStore);
  scope.addHook('onRequest', scope.authLimit('adminPerIp'));
  authenticate(scope);
  scope.addHook('preValidation', async (req) => {
    const { userId } = signedIn(req);
    if ((await findUserRole(scope.db, userId)) !== 'admin') throw new HttpError(403, ADMIN_ONLY);
    // ADMIN_REQUIRE_2FA: the console's whole API, until the admin turns two-step sign-in on in Settings
    if (scope.config.adminRequire2fa && !(await twoFactorEnabled(scope.db, userId)))
      throw new HttpError(403, TWO_FACTOR_MESSAGES.adminRequired);
  });
});
