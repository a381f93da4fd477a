/**
 * The one way the web app talks to the API: JSON in and out, every failure as an ApiError, the XSRF header on
 * writes, and, for account calls, the session's bearer token with one shared refresh on 401 (./session, loaded
 * only by the screens that make such calls). A GET may be answered by what the boot script already fetched.
 */
import type { Endpoint } from './paths';
import type { CatalogueLanguage } from '@klama/contract';
import { isServerRendering, send, ServerRenderSkip, type RequestOptions } from './http';
import { inLanguage } from './catalogue-language';

export {
  ApiError,
  CodedError,
  send,
  setServerTransport,
  ServerRenderSkip,
  UNEXPECTED_ERROR,
  type Auth,
  type FieldError,
  type RequestOptions,
} from './http';

/**
 * Calls an endpoint and resolves with its answer in the contract's shape; a catalogue call in `language` (the one
 * place the language joins a URL; the query functions pass their client's, ./catalogue-language.ts).
 */
export async function request<T>(
  target: Endpoint<T>,
  { language, ...options }: RequestOptions & { language?: CatalogueLanguage } = {},
): Promise<T> {
  const endpoint = inLanguage(target, language);
  const { method = endpoint.method ?? 'GET', auth = 'none' } = options;
  if (method === 'GET' && auth === 'none' && !options.token) return send(endpoint, options);
  if (isServerRendering()) throw new ServerRenderSkip();
  // account calls and writes (bearer token, refresh, XSRF) are made only by screens that load this on demand
  const { sendAsUser } = await import('./session');
  return sendAsUser(endpoint, options);
}
