import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorBody, ShowPage } from '@klama/contract';

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

/** Every page of a paged show list, checking each page's paging fields on the way. */
export async function allPages(app: FastifyInstance, url: string, limit: number) {
  const ids: number[] = [];
  const join = url.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const p = await getOk(app, `${url}${join}page=${page}&limit=${limit}`, ShowPage);
    const totalPages = Math.ceil(p.totalDocs / limit);
    expect(p, `${url} page ${page}`).toMatchObject({
      page,
      limit,
      totalPages,
      hasPrevPage: page > 1,
      prevPage: page > 1 ? page - 1 : null,
      hasNextPage: page < totalPages,
      nextPage: page < totalPages ? page + 1 : null,
    });
    expect(p.results.length, `${url} page ${page} size`).toBe(page < totalPages ? limit : p.totalDocs - limit * (totalPages - 1));
    ids.push(...p.results.map((s) => s.id));
    if (!p.hasNextPage) return { ids, totalDocs: p.totalDocs, totalPages };
  }
}
