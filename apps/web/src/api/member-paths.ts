/**
 * Endpoints of the signed-in fan's and the community's routes (the contract's MEMBER_ROUTES) by route name. A table of
 * its own, imported by the features that call it, so that the home route's first load carries only the routes it
 * may call (api/paths.ts).
 */
import { MEMBER_ROUTES } from '@klama/contract';
import { routeEndpoints } from './paths';

export const memberApi = routeEndpoints(MEMBER_ROUTES);
