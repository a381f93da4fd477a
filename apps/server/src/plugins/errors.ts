/** One error shape for every failure: {status:"error", message, errors?}. No stack traces leave. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@klama/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const where = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        const unknownKeys = (v.params as { issue?: { code?: string; keys?: string[] } })?.issue;
        const path = unknownKeys?.code === 'unrecognized_keys' && unknownKeys.keys?.length ? unknownKeys.keys.join(',') : where;
        return { path: `${err.validationContext ?? 'request'}${path ? `.${path}` : ''}`, message: v.message ?? 'is invalid' };
      });
      return reply.code(400).send({ status: 'error', message: MESSAGES.invalidRequest, errors } satisfies ErrorBody);
    }
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ status: 'error', message: err.message });
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its contract schema');
      return reply.code(500).send({ status: 'error', message: MESSAGES.internal });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ status: 'error', message: MESSAGES.internal });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, …): their messages are safe.
    return reply.code(status).send({ status: 'error', message: err.message });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ status: 'error', message: `${MESSAGES.notFound}: ${req.method} ${req.url.split('?')[0]!.slice(0, 200)}` }),
  );
}
