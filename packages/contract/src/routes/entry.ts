/**
 * What one route of the API is, apart from its shapes: its method, its path under `/api` and who may call it.
 * Plain data with no imports, so the web app can build its URLs from the same table at run time without zod.
 *
 * - catalogue: anyone; answers are cached
 * - auth: anyone, never stored; each route keeps its own rate limit
 * - account: a signed-in user (401 otherwise), never stored
 * - optional-user: anyone, never stored; the caller when there is one
 * - admin: a signed-in user whose role is 'admin' (401, then 403), rate-limited per IP, never stored
 */
export type Access = 'catalogue' | 'auth' | 'account' | 'optional-user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteEntry {
  readonly method: HttpMethod;
  /** Under `/api`; `:name` segments are the route's params. */
  readonly path: string;
  readonly access: Access;
}
