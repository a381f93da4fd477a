/** Admin API tests: an admin account made the way an operator makes one (setRoleByUsername, as `npm run admin -- grant`). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuditEntry } from '@klama/contract';
import type { Database } from '../../src/db/client.js';
import { setRoleByUsername } from '../../src/admin/set-role.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';

export async function signUpAdmin(app: FastifyInstance, db: Database) {
  const user = await signUp(app);
  expect(await setRoleByUsername(db, user.username, 'admin')).toEqual({ ok: true, changed: true });
  return { ...user, auth: bearer(user.session.accessToken) };
}

export interface AdminTestApp {
  t: TestApp;
  admin: Awaited<ReturnType<typeof signUpAdmin>>;
  auth: Record<string, string>;
}

/** A seeded app of the file's own and an admin on it, for the file's tests (set once its beforeAll has run). */
export function adminTestApp(): AdminTestApp {
  const ctx = {} as AdminTestApp;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.admin = await signUpAdmin(ctx.t.app, ctx.t.db);
    ctx.auth = ctx.admin.auth;
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An admin call; `status` is the expected status code. */
export async function call(
  app: FastifyInstance,
  auth: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
  status = 200,
) {
  const res = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : undefined;
}

/** The newest audit entry, through the API. */
export async function lastAudit(app: FastifyInstance, auth: Record<string, string>): Promise<AuditEntry> {
  const page = await call(app, auth, 'GET', '/api/admin/audit');
  return page.results[0];
}
