/**
 * The public API's documentation: `GET /api/openapi.json`, an OpenAPI 3.1 document generated from
 * the zod schemas every route already validates and serialises with (fastify-type-provider-zod's
 * transform over @fastify/swagger), and `/api/docs`, Swagger UI served from its npm package (no CDN).
 *
 * What a route's own schema does not say is added here from the group it is registered in
 * (access/groups.ts): the bearer token of account and admin calls, and the error answers each kind
 * of route can give, all in the one error shape of the contract.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CATALOGUE_LANGUAGES, DEFAULT_CATALOGUE_LANGUAGE, ErrorBody } from '@klama/contract';
import type { Access } from '../access/groups.js';
import { rateLimitHooks, type AuthLimitHook } from '../accounts/rate-limits.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const DESCRIPTION = [
  'The JSON API of K-lama, a catalogue of Korean dramas. Errors are `{"status":"error","message":"…"}`;',
  'validation errors (400) add `errors: [{path, message}]`.',
  '',
  'Calls marked with a lock need `Authorization: Bearer <accessToken>` (from `POST /api/auth/login`);',
  '`/api/admin/*` calls also need an account whose role is `admin`. A state-changing call from a browser that',
  'holds the `XSRF-TOKEN` cookie must repeat its value in the `X-XSRF-TOKEN` header.',
].join('\n');

const ERROR_MEANINGS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in, or the access token is invalid or expired',
  403: 'Signed in without the rights this call needs',
  404: 'Not found',
  429: 'Too many requests; retry after the Retry-After header',
};

/** A tag per area of the API, by the path's first part (decision 0035's names); other paths are tagged by that part. */
const AREA_TAGS: Record<string, string> = {
  admin: 'admin',
  auth: 'accounts',
  user: 'accounts',
  'user-show': 'diary',
  me: 'diary',
  lists: 'personal lists',
};

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The error answers a route can give, from what it takes and who may call it. */
function errorStatuses(schema: RouteSchema, route: RouteOptions, access: Access | undefined): number[] {
  const statuses: number[] = [];
  // a catalogue call takes `language` (plugins/catalogue-language.ts): another value is a 400
  if (schema.params || schema.querystring || schema.body || access === 'catalogue') statuses.push(400);
  if (access === 'account' || access === 'admin') statuses.push(401);
  if (access === 'admin') statuses.push(403);
  if (schema.params) statuses.push(404);
  // rate limits are the route's own hooks (auth calls; the admin group has one for every call)
  const hooks = [route.onRequest, route.preHandler].flat().filter((h) => typeof h === 'function');
  if (hooks.some((h) => rateLimitHooks.has(h as AuthLimitHook)) || access === 'admin') statuses.push(429);
  return statuses;
}

function tagOf(url: string): string {
  const area = url.split('/')[2] ?? 'api';
  return AREA_TAGS[area] ?? area;
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

export const transformRoute: ReturnType<typeof createJsonSchemaTransform> = (document) => {
  const { url, route } = document;
  // only the API is documented: the web app's pages and assets, and these docs themselves, are not
  if (!url.startsWith('/api/') || url === OPENAPI_PATH || url.startsWith(DOCS_PATH)) return { schema: { hide: true }, url };
  const schema: RouteSchema = { ...(document.schema as RouteSchema | undefined) };
  const access = (route.config as { access?: Access } | undefined)?.access;
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of errorStatuses(schema, route, access)) response[status] ??= ErrorBody.describe(ERROR_MEANINGS[status]!);
  const withDocs: RouteSchema = {
    ...schema,
    response,
    tags: [tagOf(url)],
    ...(access === 'account' || access === 'admin' ? { security: [{ bearer: [] }] } : {}),
    ...(access === 'optional-user' ? { security: [{}, { bearer: [] }] } : {}),
  };
  const transformed = zodTransform({ ...document, schema: withDocs as typeof document.schema });
  const answers = (transformed.schema as { response?: Record<string, { type?: string; description?: string }> }).response;
  // a 204 has no body: a `null` schema is how @fastify/swagger leaves out its content
  if (answers?.[204]) answers[204] = { type: 'null', description: answers[204].description };
  if (access === 'catalogue') withLanguage(transformed.schema as { querystring?: { type?: string; properties?: object } });
  return transformed;
};

/** Every catalogue call's `language` (read by the catalogue group's hook, not by the route's own query schema). */
function withLanguage(schema: { querystring?: { type?: string; properties?: object } }) {
  const language = {
    type: 'string',
    enum: [...CATALOGUE_LANGUAGES],
    default: DEFAULT_CATALOGUE_LANGUAGE,
    description: 'The language of the catalogue text (falls back to the other where a text is missing); any other value is a 400',
  };
  schema.querystring = { ...schema.querystring, type: 'object', properties: { ...schema.querystring?.properties, language } };
}

/** Registered before the routes: @fastify/swagger collects every route as it is added. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'K-lama API', version: '1.0.0', description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: transformRoute,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // the UI reads the same document from its own `/api/docs/json`; no validator badge (it would send
    // the document to validator.swagger.io)
    uiConfig: { deepLinking: true, validatorUrl: null },
    // the page's own policy: everything from K-lama itself (the UI's scripts are files, never inline)
    staticCSP:
      "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
      "style-src 'self'; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'",
  });
}
