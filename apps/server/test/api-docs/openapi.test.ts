/**
 * The published API document: every route of the app is in it with the right method, it is a valid
 * OpenAPI 3.1 document (checked by an independent validator against the specification's JSON schema),
 * it says which calls need a token, and the docs page is served from K-lama itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, engine, type TestApp } from '../test-app.js';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/show/:id` as OpenAPI writes it: `/show/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe(`OpenAPI document on ${engine}`, () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route of the API with its method, and nothing else', () => {
    const routes = t.app
      .routeAccess()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`)
      .sort();
    expect(routes.length).toBeGreaterThan(30);
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(routes);
  });

  it('tags each call with its area by the names the code uses (diary, personal lists), never the old "library"', () => {
    const tags = (path: string, method: string) => doc.paths[path]![method]!.tags;
    expect(tags('/api/user-show/status/{showId}', 'get')).toEqual(['diary']);
    expect(tags('/api/user-show/entry/{showId}', 'patch')).toEqual(['diary']);
    expect(tags('/api/me/import', 'post')).toEqual(['diary']);
    expect(tags('/api/lists/{id}', 'get')).toEqual(['personal lists']);
    expect(tags('/api/lists/mine', 'get')).toEqual(['personal lists']);
    expect(tags('/api/calendar/feed/{file}', 'get')).toEqual(['calendar']);
    expect(tags('/api/user/me', 'delete')).toEqual(['accounts']);
    expect(tags('/api/auth/login', 'post')).toEqual(['accounts']);
    expect(tags('/api/admin/audit', 'get')).toEqual(['admin']);
    expect(tags('/api/show/details/{id}', 'get')).toEqual(['show']);
    const every = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
    expect(every).not.toContain('library');
  });

  it('describes parameters, bodies, answers and errors from the contract', () => {
    const details = doc.paths['/api/show/details/{id}']!.get!;
    // every catalogue call takes the language of its text (decision 0049)
    expect(details.parameters).toEqual([
      expect.objectContaining({ name: 'language', in: 'query', schema: expect.objectContaining({ enum: ['en', 'ko'], default: 'en' }) }),
      expect.objectContaining({ name: 'id', in: 'path' }),
    ]);
    expect(details.responses['200']!.content!['application/json']!.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'name', 'original_name', 'genres']),
    });
    const error = details.responses['404']!.content!['application/json']!.schema;
    expect(error).toMatchObject({
      type: 'object',
      properties: { status: { enum: ['error'] }, code: { type: 'string' }, message: { type: 'string' } },
      required: expect.arrayContaining(['status', 'code', 'message']),
    });
    expect(JSON.stringify(error)).toContain('auth.invalidCredentials');
    expect(Object.keys(details.responses).sort()).toEqual(['200', '400', '404']);
    const login = doc.paths['/api/auth/login']!.post!;
    expect(login.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: expect.arrayContaining(['username', 'password']) } } },
    });
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
  });

  it('says what every call answers when it succeeds: a JSON body, a file by media type, or nothing', () => {
    const withoutSuccess = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)))
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutSuccess).toEqual([]);
    const mediaTypes = (path: string, method: string, status: string) =>
      Object.keys(doc.paths[path]![method]!.responses[status]!.content ?? {}).sort();
    expect(mediaTypes('/api/show/calendar/{file}', 'get', '200')).toEqual(['text/calendar']);
    expect(mediaTypes('/api/calendar/feed/{file}', 'get', '200')).toEqual(['text/calendar']);
    expect(mediaTypes('/api/show/share-image/{id}', 'get', '200')).toEqual(['image/png']);
    expect(mediaTypes('/api/me/export', 'get', '200')).toEqual(['application/json', 'text/csv']);
    expect(doc.paths['/api/me/export']!.get!.responses['200']!.content!['application/json']!.schema).toMatchObject({
      required: expect.arrayContaining(['entries', 'lists']),
    });
    for (const [path, method] of [
      ['/api/user-show/entry/{showId}', 'delete'],
      ['/api/lists/{id}', 'delete'],
      ['/api/lists/{id}/items/{showId}', 'delete'],
      ['/api/user/me/calendar-token', 'delete'],
      ['/api/admin/hero/{id}', 'delete'],
    ] as const)
      expect(mediaTypes(path, method, '204'), `${method} ${path}`).toEqual([]);
  });

  it('marks the calls that need a bearer token, and only those', () => {
    const secured = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => 'bearer' in s) && !op.security.some((s) => Object.keys(s).length === 0))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const needsToken = t.app
      .routeAccess()
      .filter((r) => (r.access === 'account' || r.access === 'admin') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(secured.sort()).toEqual(needsToken.sort());
    expect(doc.paths['/api/user/me']!.get!.responses['401']).toBeDefined();
  });

  it('serves the docs page and its assets itself, with nothing from another origin', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source, 'no asset from elsewhere').not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ url: new URL(source, 'http://k-lama.test/api/docs/').pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    const shown = await t.app.inject({ url: '/api/docs/json' });
    expect(shown.json()).toEqual(doc);
  });
});
