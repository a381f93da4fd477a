/** The admin API (ARCHITECTURE.md 7.4), registered in the admin access group (routes.ts). */
import type { RoutePlugin } from '../access/groups.js';
import { adminHeroRoutes } from './hero.routes.js';
import { adminCollectionRoutes } from './collections.routes.js';
import { adminProfileRoutes } from './profile.routes.js';
import { adminShowRoutes } from './shows.routes.js';
import { adminUserRoutes } from './users.routes.js';
import { adminAuditRoutes } from './audit.routes.js';
import { adminImportRoutes } from './import-jobs.routes.js';

export const adminRoutes: readonly RoutePlugin[] = [
  adminHeroRoutes,
  adminCollectionRoutes,
  adminProfileRoutes,
  adminShowRoutes,
  adminUserRoutes,
  adminAuditRoutes,
  adminImportRoutes,
];
