/**
 * A route is registered by its name in the contract's route table: method, path and shapes come from there, never
 * written here again, and the handler's request and answer types follow from the shapes. The access group the
 * route is registered in must be the one the table names (checked when the route is added, access/groups.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ROUTE_SCHEMAS, ROUTES, type RouteName, type RouteSchema } from '@klama/contract';

type Shapes<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];
type Input<N extends RouteName, K extends string> = Shapes<N> extends { [k in K]: infer S extends z.ZodType } ? z.output<S> : unknown;
type Responses<N extends RouteName> = Shapes<N>['responses'];
/** What a handler may return: one of its answers as the serializer takes it (a file answer: anything). */
type Answer<N extends RouteName> = AnswerOf<Responses<N>[keyof Responses<N>]>;
type AnswerOf<S> = S extends z.ZodType ? z.input<S> : unknown;

export type RouteRequest<N extends RouteName> = FastifyRequest<{
  Params: Input<N, 'params'>;
  Querystring: Input<N, 'query'>;
  Body: Input<N, 'body'>;
}>;

/** Returns the answer, or the reply it sent itself (another status, a file). */
export type RouteHandler<N extends RouteName> = (
  req: RouteRequest<N>,
  reply: FastifyReply,
) => Answer<N> | FastifyReply | Promise<Answer<N> | FastifyReply>;

/** What a route adds to the table's entry: its own hooks (a rate limit) and limits. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's name in the contract's route table. */
    route?: RouteName;
  }
}

/** Registers the table's route `name` on `app` (within its access group's scope, under `/api`). */
export function route<N extends RouteName>(app: FastifyInstance, name: N, handler: RouteHandler<N>, extras: RouteExtras = {}) {
  const { method, path } = ROUTES[name];
  const { params, query, body, responses } = ROUTE_SCHEMAS[name] as RouteSchema;
  app.route({
    ...extras,
    method,
    url: path,
    schema: { ...(params && { params }), ...(query && { querystring: query }), ...(body && { body }), response: responses },
    config: { route: name },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
