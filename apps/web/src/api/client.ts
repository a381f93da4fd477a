import { apiUrl, PREFETCH_KEY, type PrefetchWindow, type QueryValue } from './requests';

/** Typed JSON fetch against our API. Errors carry the server's message ({status:"error", message}). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export { apiUrl, type QueryValue } from './requests';

export async function getJson<T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T> {
  let response: Response;
  const url = apiUrl(path, query);
  try {
    // the boot script may already have asked for this URL (once: a later read fetches afresh)
    response = await (takePrefetched(url) ?? fetch(url, { headers: { accept: 'application/json' }, signal }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Failed to connect to the server', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(typeof message === 'string' ? message : 'An unknown error occurred', response.status);
  }
  return body as T;
}

function takePrefetched(url: string): Promise<Response> | undefined {
  const pending = (window as PrefetchWindow)[PREFETCH_KEY];
  const response = pending?.get(url);
  pending?.delete(url);
  return response;
}
