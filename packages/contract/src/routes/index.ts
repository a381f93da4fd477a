/** One route table: method, path and access (./public.ts, ./member.ts, ./admin.ts) and each route's shapes (./schemas.ts), by name. */
import { ADMIN_ROUTES } from './admin.js';
import { MEMBER_ROUTES } from './member.js';
import { PUBLIC_ROUTES } from './public.js';

export * from './entry.js';
export { ADMIN_ROUTES } from './admin.js';
export { MEMBER_ROUTES } from './member.js';
export { PUBLIC_ROUTES } from './public.js';

export const ROUTES = { ...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...ADMIN_ROUTES };
export type PublicRouteName = keyof typeof PUBLIC_ROUTES;
export type MemberRouteName = keyof typeof MEMBER_ROUTES;
export type AdminRouteName = keyof typeof ADMIN_ROUTES;
export type RouteName = keyof typeof ROUTES;
