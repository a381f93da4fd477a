/**
 * Operators never read secrets (issue 25 item 7): no answer of the console's user calls, and no admin answer the
 * API document describes, carries a password hash, a token, a TOTP secret or a recovery code, whatever fields
 * later work adds to accounts. The answers are walked key by key and value by value.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../test-app.js';
import { signUp } from '../accounts/helpers.js';
import { adminTestApp, call } from './helpers.js';

/** A key that names a secret: a password or its hash, a token, a secret (TOTP), recovery codes, a Google subject. */
const SECRET_KEY = /pass(word)?|hash|token|secret|totp|otp|recovery|google_?sub|credential|private/i;

/** Every key path of a JSON value whose key names a secret, and every string that looks like one. */
function secretsIn(value: unknown, path = '$', known: readonly string[] = []): string[] {
  if (typeof value === 'string') return /^scrypt\$/.test(value) || known.includes(value) ? [`${path} = ${value.slice(0, 12)}…`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => secretsIn(v, `${path}[${i}]`, known));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_KEY.test(k) ? [`${path}.${k}`] : []),
      ...secretsIn(v, `${path}.${k}`, known),
    ]);
  return [];
}

describe(`admin answers hold no secrets on ${engine}`, () => {
  const ctx = adminTestApp();

  it('the user list, a user change and the audit log carry no hash, token or secret', async () => {
    const { t, auth } = ctx;
    const user = await signUp(t.app);
    const known = [user.session.accessToken, user.session.refreshToken, user.password];
    const [{ hash }] = (await t.db.query<{ hash: string }>('SELECT password_hash AS hash FROM app_user WHERE username = $1', [
      user.username,
    ])) as [{ hash: string }];
    known.push(hash);
    const answers = {
      users: await call(t.app, auth, 'GET', `/api/admin/users?query=${user.username}`),
      patch: await call(t.app, auth, 'PATCH', `/api/admin/users/${user.username}`, { disabled: true }),
      audit: await call(t.app, auth, 'GET', '/api/admin/audit'),
    };
    // the walk sees the answers it is given (the user is in them)
    expect(answers.users.results).toEqual([expect.objectContaining({ username: user.username, email: user.email })]);
    expect(answers.audit.results[0]).toMatchObject({ target: `user/${user.username}`, after: { disabled: true } });
    expect(secretsIn(answers, '$', known)).toEqual([]);
  });

  it('no admin answer in the API document has a field named like a secret', async () => {
    const doc = (await ctx.t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    }>();
    const adminPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin/'));
    expect(adminPaths).toEqual(expect.arrayContaining(['/api/admin/users', '/api/admin/users/{username}', '/api/admin/audit']));
    const offending = adminPaths.flatMap((path) =>
      Object.entries(doc.paths[path]!).flatMap(([method, op]) =>
        Object.entries(op.responses).flatMap(([status, r]) =>
          Object.values(r.content ?? {}).flatMap((c) =>
            schemaKeys(c.schema)
              .filter((k) => SECRET_KEY.test(k))
              .map((k) => `${method} ${path} ${status}: ${k}`),
          ),
        ),
      ),
    );
    expect(offending).toEqual([]);
  });
});

/** Every property name a JSON schema declares, at any depth. */
function schemaKeys(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(schemaKeys);
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const own = s.properties && typeof s.properties === 'object' ? Object.keys(s.properties) : [];
  return [...own, ...Object.values(s).flatMap(schemaKeys)];
}
