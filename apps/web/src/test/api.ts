/**
 * The one API stand-in for component tests: fetch replaced by a handler that sees each call as
 * { url, method, headers, body, signal } and answers with a Response. Every call is recorded. Until a test
 * installs its own handler (stubApi), any call fails loudly, so no test reaches the network by accident.
 */
import { vi } from 'vitest';

export type ApiCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
};
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

const unstubbed: ApiHandler = ({ method, url }) => {
  throw new Error(`no API stub for ${method} ${url}: call stubApi() in the test`);
};

/** Replaces fetch with a handler; returns the list of calls made, in order. Restored after each test (setup.ts). */
export function stubApi(handler: ApiHandler = unstubbed): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: ApiCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
      keepalive: init.keepalive,
    };
    calls.push(call);
    return handler(call);
  });
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An answer the test releases when it wants (to look at the screen while a call is under way). */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

/** The paging fields of a list's only page holding `results`. */
export const onePage = <T>(results: T[]) => ({
  results,
  page: 1,
  limit: 20,
  totalPages: 1,
  totalDocs: results.length,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
});
