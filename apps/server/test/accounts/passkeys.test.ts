/**
 * Passkeys end to end with a software authenticator (./software-authenticator.ts): a real registration and sign-in
 * through @simplewebauthn/server's verification, answered like a password sign-in; replayed, wrong-origin, unknown,
 * removed, unverified and counter-regressed responses refused; challenges single use, bound to their ceremony and
 * account, and shared by two instances on one database; another account's passkeys out of reach (404).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LoginResponse,
  Me,
  PASSKEY_MESSAGES,
  PASSKEYS_PER_ACCOUNT_MAX,
  Passkey,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyRequestOptions,
} from '@klama/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { sql } from '../../src/db/sql.js';
import { createTestApp, engine, openTestDatabase, type TestApp, type TestDatabase } from '../test-app.js';
import { bearer, nextLoopbackAddress, refreshCookieOf, setCookies, signUp } from './helpers.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

const SITE = 'http://localhost:4173';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SITE_URL: SITE } });
});
afterAll(() => t.close());

const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    headers: token ? bearer(token) : {},
    remoteAddress: nextLoopbackAddress(),
  });

async function registrationOptions(token: string, app = t.app) {
  const res = await call(app, 'POST', '/auth/passkey/register/options', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return PasskeyCreationOptions.parse(res.json());
}
async function loginOptions(app = t.app) {
  const res = await call(app, 'POST', '/auth/passkey/login/options');
  expect(res.statusCode, res.body).toBe(200);
  return PasskeyRequestOptions.parse(res.json());
}
const register = (token: string, response: unknown, name?: string, app = t.app) =>
  call(app, 'POST', '/auth/passkey/register', { response, ...(name === undefined ? {} : { name }) }, token);
const login = (response: unknown, app = t.app) => call(app, 'POST', '/auth/passkey/login', { response });
const listOf = async (token: string) => {
  const res = await call(t.app, 'GET', '/user/me/passkeys', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return PasskeyList.parse(res.json());
};

/** A fan with one passkey on a fresh authenticator. */
async function fanWithPasskey(name = 'Laptop') {
  const fan = await signUp(t.app, { confirmed: true });
  const authenticator = new SoftwareAuthenticator(SITE);
  const res = await register(fan.session.accessToken, authenticator.register(await registrationOptions(fan.session.accessToken)), name);
  expect(res.statusCode, res.body).toBe(201);
  return { fan, token: fan.session.accessToken, authenticator, passkey: Passkey.parse(res.json()) };
}

describe('adding a passkey', () => {
  it('offers a discoverable, user-verified credential for the site’s host, and keeps it under the name given', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const options = await registrationOptions(fan.session.accessToken);
    expect(options.rp).toEqual({ name: 'K-lama', id: 'localhost' });
    expect(options.user.name).toBe(fan.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = new SoftwareAuthenticator(SITE);
    const res = await register(fan.session.accessToken, authenticator.register(options), '  Phone  ');
    expect(res.statusCode, res.body).toBe(201);
    const passkey = Passkey.parse(res.json());
    expect(passkey).toMatchObject({ name: 'Phone', lastUsedAt: null });
    expect(Date.now() - Date.parse(passkey.createdAt)).toBeLessThan(60_000);
    expect(await listOf(fan.session.accessToken)).toEqual([passkey]);
    expect(res.body).not.toContain(authenticator.credentials[0]!.id);
  });

  it('names a passkey "Passkey" when no name is given, and tells the browser not to register the same one twice', async () => {
    const { token, authenticator } = await fanWithPasskey();
    const options = await registrationOptions(token);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.credentials[0]!.id]);
    const second = new SoftwareAuthenticator(SITE);
    const res = await register(token, second.register(options));
    expect(res.statusCode, res.body).toBe(201);
    expect((await listOf(token)).map((p) => p.name)).toEqual(['Laptop', 'Passkey']);
    // every passkey of the account carries the account's one user handle
    expect(options.user.id).toBe(authenticator.credentials[0]!.userHandle);
  });

  it('refuses a replayed registration, a challenge of another account, a wrong origin and no user verification', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const other = await signUp(t.app, { confirmed: true });
    const token = fan.session.accessToken;
    const authenticator = new SoftwareAuthenticator(SITE);

    const response = authenticator.register(await registrationOptions(token));
    expect((await register(token, response)).statusCode).toBe(201);
    const replay = await register(token, response);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    const othersChallenge = authenticator.register(await registrationOptions(other.session.accessToken));
    const stolen = await register(token, othersChallenge);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    const evil = await register(token, authenticator.register(await registrationOptions(token), { origin: 'https://evil.example' }));
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toBe(PASSKEY_MESSAGES.notVerified);

    const unverified = await register(token, authenticator.register(await registrationOptions(token), { userVerified: false }));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe(PASSKEY_MESSAGES.notVerified);

    expect(await listOf(token)).toHaveLength(1);
    expect(await listOf(other.session.accessToken)).toEqual([]);
  });

  it('refuses a credential already registered (409), and an answer whose id is not the attested credential', async () => {
    const { authenticator } = await fanWithPasskey();
    const other = await signUp(t.app, { confirmed: true });
    const token = other.session.accessToken;
    const existing = authenticator.credentials[0]!;
    const again = await register(token, authenticator.register(await registrationOptions(token), {}, existing));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PASSKEY_MESSAGES.alreadyRegistered);

    const fresh = new SoftwareAuthenticator(SITE).register(await registrationOptions(token));
    const misnamed = await register(token, { ...fresh, id: existing.id, rawId: existing.id });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe(PASSKEY_MESSAGES.notVerified);
    expect(await listOf(token)).toEqual([]);
  });

  it(`keeps at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys an account`, async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const token = fan.session.accessToken;
    const authenticator = new SoftwareAuthenticator(SITE);
    for (let i = 0; i < PASSKEYS_PER_ACCOUNT_MAX; i++)
      expect((await register(token, authenticator.register(await registrationOptions(token)))).statusCode).toBe(201);
    const res = await call(t.app, 'POST', '/auth/passkey/register/options', undefined, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.tooMany);
  });

  it('needs a signed-in caller, a name within bounds and a WebAuthn-shaped response', async () => {
    expect((await call(t.app, 'POST', '/auth/passkey/register/options')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/user/me/passkeys')).statusCode).toBe(401);
    const fan = await signUp(t.app, { confirmed: true });
    const token = fan.session.accessToken;
    const response = new SoftwareAuthenticator(SITE).register(await registrationOptions(token));
    const long = await register(token, response, 'x'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({ path: 'body.name', code: 'passkeys.nameTooLong', message: PASSKEY_MESSAGES.nameTooLong });
    const garbled = await register(token, { ...response, response: { ...response.response, clientDataJSON: 'not base64url!' } });
    expect(garbled.statusCode).toBe(400);
    const huge = await register(token, {
      ...response,
      response: { ...response.response, attestationObject: 'A'.repeat(10 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    // the challenge was not spent by the refused bodies: the genuine answer still registers
    expect((await register(token, response)).statusCode).toBe(201);
  });
});

describe('signing in with a passkey', () => {
  it('answers exactly as a password sign-in: the profile with an access token, and a refresh cookie that works', async () => {
    const { fan, authenticator } = await fanWithPasskey();
    const options = await loginOptions();
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);

    const res = await login(authenticator.authenticate(options));
    expect(res.statusCode, res.body).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(body).toMatchObject({ username: fan.username, email: fan.email, avatar: null });

    const password = await call(t.app, 'POST', '/auth/login', { username: fan.username, password: fan.password });
    expect(Object.keys(res.json() as object).sort()).toEqual(Object.keys(password.json() as object).sort());
    const attributes = (r: typeof res) => setCookies(r).map((c) => c.replace(/=[^;]*/, '=').replace(/Expires=[^;]*/, ''));
    expect(attributes(res)).toEqual(attributes(password));

    const me = await call(t.app, 'GET', '/user/me', undefined, body.accessToken);
    expect(Me.parse(me.json()).username).toBe(fan.username);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { 'klama-refresh': refreshCookieOf(res) },
      headers: { 'x-xsrf-token': 'x' },
      remoteAddress: nextLoopbackAddress(),
    });
    // the refresh cookie is a credential: it needs the XSRF pair, then rotates
    expect(refreshed.statusCode).toBe(403);
    const withXsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { 'klama-refresh': refreshCookieOf(res), 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x' },
      remoteAddress: nextLoopbackAddress(),
    });
    expect(withXsrf.statusCode, withXsrf.body).toBe(200);
  });

  it('records when each passkey was last used', async () => {
    const { token, authenticator, passkey } = await fanWithPasskey();
    expect((await login(authenticator.authenticate(await loginOptions()))).statusCode).toBe(200);
    const [used] = await listOf(token);
    expect(used!.id).toBe(passkey.id);
    expect(Date.now() - Date.parse(used!.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('refuses a replayed response: its challenge is spent', async () => {
    const { authenticator } = await fanWithPasskey();
    const response = authenticator.authenticate(await loginOptions());
    expect((await login(response)).statusCode).toBe(200);
    const replay = await login(response);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PASSKEY_MESSAGES.ceremonyExpired);
    expect(setCookies(replay).some((c) => c.startsWith('klama-refresh='))).toBe(false);
  });

  it('refuses an answer for another origin, an unknown credential, no user verification and a made-up challenge', async () => {
    const { authenticator } = await fanWithPasskey();
    const refusedWith = async (response: unknown, status: number, message: string) => {
      const res = await login(response);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
      expect(setCookies(res).some((c) => c.startsWith('klama-refresh='))).toBe(false);
    };
    await refusedWith(
      authenticator.authenticate(await loginOptions(), { origin: 'https://evil.example' }),
      401,
      PASSKEY_MESSAGES.signInFailed,
    );
    await refusedWith(
      authenticator.authenticate(await loginOptions(), { origin: 'http://localhost:9999' }),
      401,
      PASSKEY_MESSAGES.signInFailed,
    );
    await refusedWith(authenticator.authenticate(await loginOptions(), { userVerified: false }), 401, PASSKEY_MESSAGES.signInFailed);
    await refusedWith(
      authenticator.authenticate(await loginOptions(), { userHandle: 'c29tZW9uZS1lbHNl' }),
      401,
      PASSKEY_MESSAGES.signInFailed,
    );

    const stranger = new SoftwareAuthenticator(SITE);
    stranger.register({ ...(await registrationOptions((await signUp(t.app, { confirmed: true })).session.accessToken)) }); // made, never sent
    await refusedWith(stranger.authenticate(await loginOptions()), 401, PASSKEY_MESSAGES.signInFailed);

    await refusedWith(
      authenticator.authenticate(await loginOptions(), { challenge: 'bm90LWEtY2hhbGxlbmdl' }),
      400,
      PASSKEY_MESSAGES.ceremonyExpired,
    );
    // a registration's challenge does not open a sign-in
    const fan = await signUp(t.app, { confirmed: true });
    const registration = await registrationOptions(fan.session.accessToken);
    await refusedWith(
      authenticator.authenticate(await loginOptions(), { challenge: registration.challenge }),
      400,
      PASSKEY_MESSAGES.ceremonyExpired,
    );
    // after all that, the genuine passkey still signs in
    expect((await login(authenticator.authenticate(await loginOptions()))).statusCode).toBe(200);
  });

  it('refuses a signature counter that did not move forward (a cloned authenticator)', async () => {
    const { authenticator } = await fanWithPasskey();
    expect((await login(authenticator.authenticate(await loginOptions(), { signCount: 5 }))).statusCode).toBe(200);
    const same = await login(authenticator.authenticate(await loginOptions(), { signCount: 5 }));
    expect(same.statusCode).toBe(401);
    const back = await login(authenticator.authenticate(await loginOptions(), { signCount: 3 }));
    expect(back.statusCode).toBe(401);
    expect((await login(authenticator.authenticate(await loginOptions(), { signCount: 6 }))).statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const { authenticator } = await fanWithPasskey();
    const options = await loginOptions();
    await t.db.query(sql`UPDATE webauthn_challenge SET expires_at = now() - interval '1 second'`);
    const res = await login(authenticator.authenticate(options));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.ceremonyExpired);
  });

  it('gives a disabled account no session', async () => {
    const { fan, authenticator } = await fanWithPasskey();
    await t.db.query(sql`UPDATE app_user SET disabled_at = now() WHERE username = ${fan.username}`);
    const res = await login(authenticator.authenticate(await loginOptions()));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accountDisabled);
  });
});

describe('renaming and removing', () => {
  it('renames and removes one’s own passkeys; a removed passkey no longer signs in', async () => {
    const { token, authenticator, passkey } = await fanWithPasskey();
    const renamed = await call(t.app, 'PATCH', `/user/me/passkeys/${passkey.id}`, { name: 'Work laptop' }, token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(Passkey.parse(renamed.json())).toEqual({ ...passkey, name: 'Work laptop' });
    const empty = await call(t.app, 'PATCH', `/user/me/passkeys/${passkey.id}`, { name: '   ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({
      path: 'body.name',
      code: 'passkeys.nameRequired',
      message: PASSKEY_MESSAGES.nameRequired,
    });

    const removed = await call(t.app, 'DELETE', `/user/me/passkeys/${passkey.id}`, undefined, token);
    expect(removed.statusCode).toBe(204);
    expect(await listOf(token)).toEqual([]);
    const res = await login(authenticator.authenticate(await loginOptions()));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.signInFailed);
    expect((await call(t.app, 'DELETE', `/user/me/passkeys/${passkey.id}`, undefined, token)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s passkey, and leaves it as it was', async () => {
    const owner = await fanWithPasskey('Owner’s key');
    const other = await signUp(t.app, { confirmed: true });
    const token = other.session.accessToken;
    const rename = await call(t.app, 'PATCH', `/user/me/passkeys/${owner.passkey.id}`, { name: 'mine now' }, token);
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe(PASSKEY_MESSAGES.notFound);
    const remove = await call(t.app, 'DELETE', `/user/me/passkeys/${owner.passkey.id}`, undefined, token);
    expect(remove.statusCode).toBe(404);
    expect(await listOf(owner.token)).toEqual([owner.passkey]);
    expect((await login(owner.authenticator.authenticate(await loginOptions()))).statusCode).toBe(200);
  });
});

describe('confirming an account’s deletion with a passkey', () => {
  async function deletionOptions(token: string) {
    const res = await call(t.app, 'POST', '/user/me/delete/passkey-options', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return PasskeyRequestOptions.parse(res.json());
  }
  const deleteWith = (token: string, passkey: unknown) => call(t.app, 'DELETE', '/user/me', { passkey }, token);
  const meOf = (token: string) => call(t.app, 'GET', '/user/me', undefined, token);
  /** The account as a Google sign-up leaves it: no password (and no Google configured here to confirm with). */
  const dropPassword = (username: string) =>
    t.db.query(sql`UPDATE app_user SET password_hash = NULL, google_sub = ${`g-${username}`} WHERE username = ${username}`);
  const refusedWith = async (res: Awaited<ReturnType<typeof call>>, message: string, token: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await meOf(token)).statusCode).toBe(200);
  };

  it('lets an account without a password delete itself: offered its own passkeys, confirmed, erased', async () => {
    const { fan, token, authenticator } = await fanWithPasskey();
    await dropPassword(fan.username);
    expect(Me.parse((await meOf(token)).json()).confirmWith).toEqual(['google', 'passkey']);
    const options = await deletionOptions(token);
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentials[0]!.id]);

    const res = await deleteWith(token, authenticator.authenticate(options));
    expect(res.statusCode, res.body).toBe(204);
    expect((await meOf(token)).statusCode).toBe(401);
    const [left] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM passkey WHERE credential_id = ${authenticator.credentials[0]!.id}`,
    );
    expect(left!.n).toBe(0);
    // the passkey signs nobody in any more
    const again = await login(authenticator.authenticate(await loginOptions()));
    expect(again.statusCode).toBe(401);
  });

  it('is offered only to an account with a passkey', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    expect(Me.parse((await meOf(fan.session.accessToken)).json()).confirmWith).toEqual(['password']);
    const res = await call(t.app, 'POST', '/user/me/delete/passkey-options', undefined, fan.session.accessToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PASSKEY_MESSAGES.notFound);
  });

  it('refuses a replayed answer: the challenge is spent by the first answer naming it, even a refused one', async () => {
    const { token, authenticator } = await fanWithPasskey();
    const answer = authenticator.authenticate(await deletionOptions(token));
    const tampered = { ...answer, response: { ...answer.response, signature: answer.response.signature.replace(/^.{4}/, 'AAAA') } };
    await refusedWith(await deleteWith(token, tampered), AUTH_MESSAGES.deletePasskeyRefused, token);
    await refusedWith(await deleteWith(token, answer), PASSKEY_MESSAGES.ceremonyExpired, token);
  });

  it('refuses another account’s passkey, another origin and no user verification, and keeps both accounts', async () => {
    const owner = await fanWithPasskey();
    const other = await fanWithPasskey();
    await refusedWith(
      await deleteWith(owner.token, other.authenticator.authenticate(await deletionOptions(owner.token))),
      AUTH_MESSAGES.deletePasskeyRefused,
      owner.token,
    );
    expect((await meOf(other.token)).statusCode).toBe(200);
    await refusedWith(
      await deleteWith(
        owner.token,
        owner.authenticator.authenticate(await deletionOptions(owner.token), { origin: 'https://evil.example' }),
      ),
      AUTH_MESSAGES.deletePasskeyRefused,
      owner.token,
    );
    await refusedWith(
      await deleteWith(owner.token, owner.authenticator.authenticate(await deletionOptions(owner.token), { userVerified: false })),
      AUTH_MESSAGES.deletePasskeyRefused,
      owner.token,
    );
  });

  it('keeps the ceremonies apart: a sign-in’s answer confirms no deletion, a deletion’s answer signs nobody in', async () => {
    const { token, authenticator } = await fanWithPasskey();
    await refusedWith(await deleteWith(token, authenticator.authenticate(await loginOptions())), PASSKEY_MESSAGES.ceremonyExpired, token);
    const signIn = await login(authenticator.authenticate(await deletionOptions(token)));
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(PASSKEY_MESSAGES.ceremonyExpired);
    // another account's deletion challenge is not this account's
    const other = await fanWithPasskey();
    const answer = authenticator.authenticate(await deletionOptions(other.token));
    await refusedWith(await deleteWith(token, answer), PASSKEY_MESSAGES.ceremonyExpired, token);
  });
});

describe('two instances on one database', () => {
  let db: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    second = db.url ? await openPostgres(db.url, 2) : db;
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), SITE_URL: SITE }), serveWeb: false };
    a = await buildApp(config, db);
    b = await buildApp(config, second);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (second !== db) await second.close();
    await db.drop();
  });

  it(`registers on one and signs in on the other; a response spent on one is refused by the other (${engine})`, async () => {
    const fan = await signUp(a, { confirmed: true });
    const authenticator = new SoftwareAuthenticator(SITE);
    const created = await register(
      fan.session.accessToken,
      authenticator.register(await registrationOptions(fan.session.accessToken, a)),
      'Laptop',
      b,
    );
    expect(created.statusCode, created.body).toBe(201);

    const response = authenticator.authenticate(await loginOptions(a));
    const signedIn = await login(response, b);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(LoginResponse.parse(signedIn.json()).username).toBe(fan.username);
    expect((await login(response, a)).statusCode).toBe(400);
  });
});
