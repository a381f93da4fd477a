import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorBody } from '@klama/contract';

/** GET a path, expect 200 and a body that parses with the contract schema. */
export async function getOk<S extends z.ZodType>(app: FastifyInstance, url: string, schema: S): Promise<z.infer<S>> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const parsed = schema.safeParse(res.json());
  if (!parsed.success) throw new Error(`${url} does not match its contract: ${parsed.error.message}`);
  return parsed.data;
}

/** GET a path, expect an error status with the one error shape. */
export async function getError(app: FastifyInstance, url: string, status: number) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = ErrorBody.parse(res.json());
  expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/); // no stack traces
  return body;
}
