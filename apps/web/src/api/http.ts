/**
 * One HTTP exchange with the API (send), every failure as an ApiError, and how a server render reaches it.
 * Below both request.ts and session.ts: request.ts is what the app calls.
 */
import type { ErrorBody, RenderTransport } from '@klama/contract';
import type { Endpoint } from './paths';
import { takePrefetched } from './prefetch';

export type FieldError = NonNullable<ErrorBody['errors']>[number];

/** An error the screens name by its code, a key of the errors namespace (a server answer's `code`, or the app's own). */
export class CodedError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A failed call: the HTTP status (0 when the server was not reached), the server's message, code and field errors. */
export class ApiError extends CodedError {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    code?: string,
  ) {
    super(message, code);
    this.name = 'ApiError';
  }
}

/** Spec §8: a failed account call without a message says this; a failed catalogue read, UNKNOWN_ERROR. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
const UNKNOWN_ERROR = 'An unknown error occurred';
const CONNECTION_ERROR = 'Failed to connect to the server';

/** Who the call is made as: nobody, the signed-in user (required), or the user when there is one (optional). */
export type Auth = 'none' | 'required' | 'optional';

export type RequestOptions = {
  /** The endpoint's own (the route table's) unless given. */
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  auth?: Auth;
  /** A bearer token given by the caller (the Google sign-up's temporary token); the session's otherwise. */
  token?: string;
};

/** How a GET reaches the API: the browser's fetch, or (server rendering) the server answering in-process. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * A server render is anonymous: it reads the public catalogue only, through `serverTransport`, and refuses
 * account calls (ServerRenderSkip), whose queries the browser then makes itself.
 */
let serverRendering = false;
export const isServerRendering = () => serverRendering;
export function setServerTransport(serverTransport: RenderTransport) {
  // the renderer only reads status, ok and the JSON body (see send)
  transport = (url) => serverTransport(url) as Promise<Response>;
  serverRendering = true;
}

/** Thrown by an account call or a write during a server render: the browser makes it after hydration. */
export class ServerRenderSkip extends Error {
  constructor() {
    super('not made by a server render');
    this.name = 'ServerRenderSkip';
  }
}

/**
 * A write small enough is sent with `keepalive`, so a save in flight (a diary rating, a mark) still reaches the
 * server when the fan closes or reloads the page. Browsers allow 64 KiB of such bodies in flight at once: a
 * bigger body (a diary import) is sent the ordinary way.
 */
export const KEEPALIVE_MAX_BODY = 16 * 1024;

/** One HTTP exchange; `headers` adds to the JSON accept header (./session adds the token and XSRF headers). */
export async function send<T>(
  endpoint: Endpoint<T>,
  {
    method = endpoint.method ?? 'GET',
    body,
    signal,
    headers,
  }: Omit<RequestOptions, 'auth' | 'token'> & { headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    // the boot script may already have asked for this URL (once: a later read fetches afresh)
    const prefetched = headers ? undefined : takePrefetched(endpoint.url);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    response = await (prefetched ??
      transport(endpoint.url, {
        method,
        headers: { accept: 'application/json', ...headers },
        body: payload,
        signal,
        credentials: 'same-origin',
        keepalive: method !== 'GET' && (payload?.length ?? 0) <= KEEPALIVE_MAX_BODY,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(CONNECTION_ERROR, 0, [], 'connection');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, errors, code } = (data ?? {}) as Partial<ErrorBody>;
    const told = typeof message === 'string' && message;
    throw new ApiError(
      told || (endpoint.account ? UNEXPECTED_ERROR : UNKNOWN_ERROR),
      response.status,
      Array.isArray(errors) ? errors : [],
      told ? code : endpoint.account ? 'unexpected' : 'unknown',
    );
  }
  return data as T;
}
