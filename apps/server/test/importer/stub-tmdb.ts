/**
 * A stub TMDB v3 API on loopback serving the hand-written fixtures in ./fixtures, with injectable
 * faults (429 with Retry-After, 500, a dropped connection) per path, and a record of every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

/** A show's season details (`season/N` keys), or none. */
const seasonFixture = (name: string): Record<string, unknown> => {
  try {
    return fixture(`seasons/${name}.json`) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export const API_KEY = 'test-key';
export const ACCESS_TOKEN = 'test-token';
export type Fault = '429' | '500' | 'drop';

export interface StubTmdb {
  baseUrl: string;
  /** every request path, in order (query string left off) */
  requests: string[];
  maxInFlight: number;
  /** queue faults for the next requests to a path, e.g. fault('/3/tv/1002', '429') */
  fault(path: string, ...faults: Fault[]): void;
  /** serve another version of a show (fixtures/tv/{id}-{version}.json) */
  useVersion(id: number, version: string | null): void;
  close(): Promise<void>;
}

/** People whose details the stub knows (fixtures/people.json); others are 404, and 512 always fails with 500. */
export const PEOPLE = fixture('people.json') as Record<string, Record<string, unknown>>;
export const ALWAYS_FAILING_PERSON = 512;
/** `append_to_response=translations` of the shows that have some: 1001 in Korean (name, overview, tagline), 1002 an overview only */
export const TRANSLATIONS = fixture('translations.json') as Record<string, Record<string, unknown>>;

/** Shows the stub knows; 1007 is discovered but always fails with 500. */
export const SHOW_IDS = [1001, 1002, 1003, 1004, 1005, 1006, 1008];
const ALWAYS_FAILING = 1007;

export async function startStubTmdb(): Promise<StubTmdb> {
  const faults = new Map<string, Fault[]>();
  const versions = new Map<number, string>();
  const requests: string[] = [];
  let inFlight = 0;
  const stub = { maxInFlight: 0 };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url.pathname);
    const authorized = url.searchParams.get('api_key') === API_KEY || req.headers.authorization === `Bearer ${ACCESS_TOKEN}`;
    if (!authorized)
      return send(res, 401, { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false });
    const fault = faults.get(url.pathname)?.shift();
    if (fault === '429')
      return send(res, 429, { status_code: 25, status_message: 'Your request count is over the allowed limit.' }, { 'retry-after': '1' });
    if (fault === '500') return send(res, 500, { status_code: 11, status_message: 'Internal error' });
    if (fault === 'drop') return req.socket.destroy();

    const path = url.pathname.replace(/^\/3/, '');
    if (path === '/discover/tv') {
      if (
        url.searchParams.get('with_origin_country') !== 'KR' ||
        url.searchParams.get('with_type') !== '2|4' ||
        url.searchParams.get('without_genres') !== '16,10764'
      )
        return send(res, 422, { status_message: 'unexpected discovery filters' });
      if (url.searchParams.has('first_air_date.gte'))
        return send(res, 200, { page: 1, total_pages: 1, total_results: 1, results: [{ id: 1005, origin_country: ['KR'] }] });
      const pages = fixture('discover.json') as Record<string, unknown>;
      return send(res, 200, pages[url.searchParams.get('page') ?? '1'] ?? { page: 3, results: [], total_pages: 2 });
    }
    const person = /^\/person\/(\d+)$/.exec(path);
    if (person) {
      if (url.searchParams.get('append_to_response') !== 'translations')
        return send(res, 422, { status_message: 'the importer asks for translations with the details' });
      if (Number(person[1]) === ALWAYS_FAILING_PERSON) return send(res, 500, { status_code: 11, status_message: 'Internal error' });
      const details = PEOPLE[person[1]!];
      if (!details) return send(res, 404, { status_code: 34, status_message: 'The resource you requested could not be found.' });
      return send(res, 200, details);
    }
    if (path === '/tv/changes') return send(res, 200, fixture('tv-changes.json'));
    if (path === '/trending/tv/week') return send(res, 200, fixture('trending-week.json'));
    const show = /^\/tv\/(\d+)$/.exec(path);
    if (show) {
      const id = Number(show[1]);
      const appended = url.searchParams.get('append_to_response')?.split(',') ?? [];
      if (appended.length > 20) return send(res, 422, { status_message: 'too many append_to_response items (at most 20)' });
      const seasonsOnly = appended.length > 0 && appended.every((s) => /^season\/\d+$/.test(s));
      if (
        !seasonsOnly &&
        ![
          'aggregate_credits',
          'keywords',
          'videos',
          'watch/providers',
          'recommendations',
          'alternative_titles',
          'images',
          'translations',
        ].every((s) => appended.includes(s))
      )
        return send(res, 422, { status_message: 'sections missing from append_to_response' });
      if (id === ALWAYS_FAILING) return send(res, 500, { status_code: 11, status_message: 'Internal error' });
      if (!SHOW_IDS.includes(id))
        return send(res, 404, { status_code: 34, status_message: 'The resource you requested could not be found.' });
      const version = versions.get(id);
      const details = fixture(`tv/${id}${version ? `-${version}` : ''}.json`) as Record<string, unknown>;
      // appended seasons (fixtures/seasons/{id}[-version].json), only those asked for, as TMDB does
      const seasons = seasonFixture(`${id}${version ? `-${version}` : ''}`);
      for (const key of appended) if (key.startsWith('season/') && seasons[key]) details[key] = seasons[key];
      // the show's translations (fixtures/translations.json), as TMDB appends them: none known is an empty list
      if (appended.includes('translations')) details.translations = TRANSLATIONS[String(id)] ?? { translations: [] };
      return send(res, 200, details);
    }
    return send(res, 404, { status_code: 34, status_message: 'The resource you requested could not be found.' });
  };

  const server = createServer((req, res) => {
    inFlight++;
    stub.maxInFlight = Math.max(stub.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    // a little latency so concurrent requests overlap as they would against the real API
    setTimeout(() => handle(req, res), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    requests,
    get maxInFlight() {
      return stub.maxInFlight;
    },
    fault: (path, ...f) => faults.set(path, [...(faults.get(path) ?? []), ...f]),
    useVersion: (id, version) => (version ? versions.set(id, version) : versions.delete(id)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
