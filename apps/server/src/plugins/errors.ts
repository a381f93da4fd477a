/** One error shape for every failure: {status:"error", code, message, errors?} (errorBody). No stack traces leave. */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodeOf, fieldCodeOf, MESSAGES, VALIDATION_MESSAGES, type ErrorBody } from '@klama/contract';

/** A refused field before it has its code: the path and the rule's message. */
export type FieldProblem = { path: string; message: string };

/**
 * The body of every error the server sends. The code is the message's (`section.key` of its contract table,
 * found by text, so a message added to a table has its code at once); `code` names it where the message is
 * composed (`Not found: GET /x`). A message in no table is `common.notFound` on a 404, `common.internal` from
 * 500, `common.invalidRequest` otherwise.
 */
export function errorBody(status: number, message: string, options: { code?: string; errors?: FieldProblem[] } = {}): ErrorBody {
  const code =
    options.code ??
    errorCodeOf(message) ??
    (status === 404 ? 'common.notFound' : status >= 500 ? 'common.internal' : 'common.invalidRequest');
  const errors = options.errors?.map(({ path, message }) => ({ path, code: fieldCodeOf(message), message }));
  return { status: 'error', code, message, ...(errors ? { errors } : {}) };
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** validation errors found past the schema (a rule that needs the stored data): the 400's `errors` */
    readonly errors?: FieldProblem[],
  ) {
    super(message);
  }
}
/** A 400 naming the field, as a schema failure would (`body.finishedOn: must not be before startedOn`). */
export const invalidField = (path: string, message: string) => new HttpError(400, MESSAGES.invalidRequest, [{ path, message }]);
export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const where = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        const params = v.params as { issue?: { code?: string; keys?: string[] }; keys?: string[] } | undefined;
        const unknownKeys =
          params?.issue?.code === 'unrecognized_keys' ? params.issue.keys : v.keyword === 'unrecognized_keys' ? params?.keys : undefined;
        const unknown = unknownKeys?.length ? unknownKeys.join(',') : '';
        const path = unknown ? [where, unknown].filter(Boolean).join('.') : where;
        return {
          path: `${err.validationContext ?? 'request'}${path ? `.${path}` : ''}`,
          message: v.message ?? VALIDATION_MESSAGES.invalid,
        };
      });
      return reply.code(400).send(errorBody(400, MESSAGES.invalidRequest, { errors }));
    }
    if (err instanceof HttpError)
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.errors ? { errors: err.errors } : {}));
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its contract schema');
      return reply.code(500).send(errorBody(500, MESSAGES.internal));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(errorBody(500, MESSAGES.internal));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, …): their messages are safe, and
    // the ones a request can meet are in MESSAGES for their codes.
    return reply.code(status).send(errorBody(status, err.message));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    const allowed = methodsServing(app, path);
    if (allowed.length && !allowed.includes(req.method as HTTPMethods))
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(405, `${MESSAGES.methodNotAllowed}: ${req.method} ${path.slice(0, 200)}`, { code: 'common.methodNotAllowed' }));
    return reply.code(404).send(errorBody(404, `${MESSAGES.notFound}: ${req.method} ${path.slice(0, 200)}`, { code: 'common.notFound' }));
  });
}

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods a route of its own answers on `path` (the web app's catch-all `/*` does not count). */
function methodsServing(app: FastifyInstance, path: string): HTTPMethods[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params as object));
  });
}

/**
 * Errors the router meets before any route runs (a malformed percent-encoding in the path, a path
 * segment over maxParamLength): the app's error shape instead of Fastify's.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL') return reply.code(400).send(errorBody(400, MESSAGES.badUrl));
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(errorBody(414, MESSAGES.urlTooLong));
  reply.log.error({ err }, 'request failed in the router');
  return reply.code(500).send(errorBody(500, MESSAGES.internal));
}

/**
 * Requests Node's HTTP parser refuses (an unknown method, a broken request line, headers too large)
 * or that arrive too slowly: answered in the app's error shape on the raw socket, which is then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.headersTooLarge]
        : [400, MESSAGES.badClientRequest];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
