/**
 * The published API document (/api/openapi.json) describes each catalogue answer a client reads: the fields
 * of the contract, and the parameters each call takes. It is written from the routes' own schemas, so a route
 * that lost its response or params schema would still answer, undocumented and unchecked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

let t: TestApp;
let paths: Record<string, { get?: Operation }>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject('/api/openapi.json')).json<{ paths: typeof paths }>().paths;
});
afterAll(() => t?.close());

const answer = (path: string) => paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
const allParameters = (path: string) => (paths[path]?.get?.parameters ?? []).map((p) => `${p.in} ${p.name}`).sort();
/** A call's own parameters (every catalogue call also takes `language`: tested once below). */
const parameters = (path: string) => allParameters(path).filter((p) => p !== 'query language');
const fields = (...required: string[]) => ({ type: 'object', required: expect.arrayContaining(required) });
const listOf = (item: unknown) => ({ type: 'array', items: item });
const PAGE = ['results', 'page', 'limit', 'totalPages', 'totalDocs', 'hasNextPage', 'hasPrevPage', 'nextPage', 'prevPage'];
const CARD = fields('id', 'name', 'original_name', 'first_air_date', 'poster_path');
const TERM = fields('_id', 'id', 'name');

describe('the catalogue in the API document', () => {
  it('every catalogue call takes the language of its text (decision 0049)', () => {
    for (const path of [
      '/api/genre',
      '/api/keyword',
      '/api/show/details/{id}',
      '/api/show',
      '/api/search',
      '/api/person/{id}',
      '/api/hero',
    ])
      expect(allParameters(path), path).toContain('query language');
  });

  it('genres, tones and keywords: a list of terms; keywords can be asked for by id', () => {
    for (const path of ['/api/genre', '/api/tone', '/api/keyword']) expect(answer(path), path).toMatchObject(listOf(TERM));
    expect(parameters('/api/genre')).toEqual([]);
    expect(parameters('/api/tone')).toEqual([]);
    expect(parameters('/api/keyword')).toEqual(['query ids']);
  });

  it("a show's details and satellites: their fields, the show id in the path", () => {
    expect(answer('/api/show/details/{id}')).toMatchObject(
      fields('id', 'name', 'original_name', 'first_air_date', 'overview', 'genres', 'keywords', 'tones', 'networks', 'related_seasons'),
    );
    expect(answer('/api/show/videos/{id}')).toMatchObject({
      ...fields('id', 'results'),
      properties: { results: listOf(fields('key', 'site', 'type', 'name')) },
    });
    expect(answer('/api/cast/{id}')).toMatchObject(listOf(fields('id', 'name', 'role', 'profile_path', 'order')));
    expect(answer('/api/credit/show/{id}')).toMatchObject({
      ...fields('id', 'results'),
      properties: { results: listOf(fields('_id', 'id', 'name', 'job')) },
    });
    expect(answer('/api/keyword/show/{id}')).toMatchObject({ ...fields('id', 'results'), properties: { results: listOf(TERM) } });
    for (const path of [
      '/api/show/details/{id}',
      '/api/show/videos/{id}',
      '/api/cast/{id}',
      '/api/credit/show/{id}',
      '/api/keyword/show/{id}',
    ])
      expect(parameters(path), path).toEqual(['path id']);
  });

  it('category lists and Discover: a page of cards, with their paging and filter parameters', () => {
    expect(answer('/api/show/list/{type}/{key}')).toMatchObject({ ...fields(...PAGE, 'name'), properties: { results: listOf(CARD) } });
    expect(answer('/api/show')).toMatchObject({ ...fields(...PAGE), properties: { results: listOf(CARD) } });
    expect(parameters('/api/show/list/{type}/{key}')).toEqual(['path key', 'path type', 'query limit', 'query page', 'query sort']);
    expect(parameters('/api/show')).toEqual(
      [
        'aired',
        'genre',
        'genre_match',
        'keyword',
        'limit',
        'page',
        'provider',
        'rating_min',
        'region',
        'sort',
        'status',
        'tone',
        'year_from',
        'year_to',
      ].map((name) => `query ${name}`),
    );
    expect(answer('/api/show/facets')).toMatchObject(fields('region', 'providers'));
    expect(parameters('/api/show/facets')).toEqual(
      ['aired', 'genre', 'genre_match', 'keyword', 'rating_min', 'region', 'status', 'tone', 'year_from', 'year_to'].map(
        (name) => `query ${name}`,
      ),
    );
  });
});
