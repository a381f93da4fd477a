/** The operator's console's routes (ARCHITECTURE.md 7.4): a table of its own, loaded by the console's chunk only. */
import type { RouteEntry } from './entry.js';

export const ADMIN_ROUTES = {
  adminHero: { method: 'GET', path: '/admin/hero', access: 'admin' },
  adminCreateSlide: { method: 'POST', path: '/admin/hero', access: 'admin' },
  adminUpdateSlide: { method: 'PATCH', path: '/admin/hero/:id', access: 'admin' },
  adminDeleteSlide: { method: 'DELETE', path: '/admin/hero/:id', access: 'admin' },
  adminReorderSlides: { method: 'PUT', path: '/admin/hero/order', access: 'admin' },
  adminCollections: { method: 'GET', path: '/admin/collections', access: 'admin' },
  adminCreateCollection: { method: 'POST', path: '/admin/collections', access: 'admin' },
  adminUpdateCollection: { method: 'PATCH', path: '/admin/collections/:key', access: 'admin' },
  adminSetCollectionShows: { method: 'PUT', path: '/admin/collections/:key/items', access: 'admin' },
  adminAddPeriodicList: { method: 'POST', path: '/admin/collections/:key/lists', access: 'admin' },
  adminSaveProfile: { method: 'PUT', path: '/admin/profile', access: 'admin' },
  adminHiddenShows: { method: 'GET', path: '/admin/shows/hidden', access: 'admin' },
  adminShow: { method: 'GET', path: '/admin/shows/:id', access: 'admin' },
  adminPatchShow: { method: 'PATCH', path: '/admin/shows/:id', access: 'admin' },
  adminUsers: { method: 'GET', path: '/admin/users', access: 'admin' },
  adminPatchUser: { method: 'PATCH', path: '/admin/users/:username', access: 'admin' },
  adminEndUserSessions: { method: 'POST', path: '/admin/users/:username/sessions/end', access: 'admin' },
  adminAudit: { method: 'GET', path: '/admin/audit', access: 'admin' },
  adminReports: { method: 'GET', path: '/admin/reports', access: 'admin' },
  adminResolveReport: { method: 'POST', path: '/admin/reports/:id/resolve', access: 'admin' },
  adminUnhideReport: { method: 'POST', path: '/admin/reports/:id/unhide', access: 'admin' },
  adminStartImport: { method: 'POST', path: '/admin/imports', access: 'admin' },
  adminImports: { method: 'GET', path: '/admin/imports', access: 'admin' },
  adminImportJob: { method: 'GET', path: '/admin/imports/:id', access: 'admin' },
} as const satisfies Record<string, RouteEntry>;
