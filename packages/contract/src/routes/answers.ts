/**
 * Success answers that are not one JSON body, for a route's `responses`, so that the API document says
 * what they send: no body at all (204), or a file in one of several media types. Fastify sends a string or a
 * buffer as it is, so these describe the answer without re-serialising it.
 */
import { z } from 'zod';

/** 204: done, nothing to send (`reply.code(204).send()`; the API document shows no content, openapi.ts). */
export const noContent = (description: string) => z.void().describe(description);

/** A file, by media type; `text(…)` and `binary(…)` describe the body. */
export const fileAnswer = (description: string, types: Record<string, z.ZodType>) => ({
  description,
  content: Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }])),
});

export const text = (what: string) => z.string().describe(what);
export const binary = (what: string) => z.string().meta({ format: 'binary' }).describe(what);

/** A route's shapes; `responses` maps each success status to its body's schema (or a file answer). */
export interface RouteSchema {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Record<number, z.ZodType | ReturnType<typeof fileAnswer>>>;
}
