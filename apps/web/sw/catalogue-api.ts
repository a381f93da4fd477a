/**
 * Which /api paths the service worker may keep for offline reading: the GETs of the public catalogue (routes whose
 * access is `catalogue` in the contract's first-load table), the same for every visitor. Everything else under /api
 * (auth, the fan's own answers, community writes, the console) goes to the network only.
 */
import { PUBLIC_ROUTES } from '../../../packages/contract/src/routes/public';

const PATTERNS = Object.values(PUBLIC_ROUTES)
  .filter((route) => route.method === 'GET' && route.access === 'catalogue')
  .map((route) => new RegExp(`^/api${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`));

export const catalogueApiPath = (pathname: string) => PATTERNS.some((pattern) => pattern.test(pathname));
