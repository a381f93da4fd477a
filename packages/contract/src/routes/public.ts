/**
 * The routes every visitor's first page load may call: the catalogue, signing in and out, the session and the diary's
 * marks (the header and a card's mark buttons). The signed-in fan's and the community's other routes are in
 * ./member.ts and the operator's console's in ./admin.ts, tables of their own so that the home route's first load
 * carries neither (the web's api/member-paths.ts and api/admin.ts). The server registers each route of every table
 * by its name (server access/route.ts).
 */
import type { RouteEntry } from './entry.js';

export const PUBLIC_ROUTES = {
  showDetails: { method: 'GET', path: '/show/details/:id', access: 'catalogue' },
  showVideos: { method: 'GET', path: '/show/videos/:id', access: 'catalogue' },
  showCast: { method: 'GET', path: '/cast/:id', access: 'catalogue' },
  showCredits: { method: 'GET', path: '/credit/show/:id', access: 'catalogue' },
  showKeywords: { method: 'GET', path: '/keyword/show/:id', access: 'catalogue' },
  categoryList: { method: 'GET', path: '/show/list/:type/:key', access: 'catalogue' },
  discover: { method: 'GET', path: '/show', access: 'catalogue' },
  discoverFacets: { method: 'GET', path: '/show/facets', access: 'catalogue' },
  genres: { method: 'GET', path: '/genre', access: 'catalogue' },
  tones: { method: 'GET', path: '/tone', access: 'catalogue' },
  keywords: { method: 'GET', path: '/keyword', access: 'catalogue' },
  showSearch: { method: 'GET', path: '/show/search', access: 'catalogue' },
  siteSearch: { method: 'GET', path: '/search', access: 'catalogue' },
  searchResults: { method: 'GET', path: '/search/results', access: 'catalogue' },
  periodicList: { method: 'GET', path: '/periodic-collection/:collectionId/sub/:listId', access: 'catalogue' },
  permanentCollection: { method: 'GET', path: '/permanent-collection/:id', access: 'catalogue' },
  collection: { method: 'GET', path: '/collection/:id', access: 'catalogue' },
  person: { method: 'GET', path: '/person/:id', access: 'catalogue' },
  crewMember: { method: 'GET', path: '/credit/detail/:id', access: 'catalogue' },
  providerShows: { method: 'GET', path: '/provider/detail/:id', access: 'catalogue' },
  curatedRecommendations: { method: 'GET', path: '/recommendations/details/:id', access: 'catalogue' },
  similarShows: { method: 'GET', path: '/recommendations/similar/:id', access: 'catalogue' },
  hero: { method: 'GET', path: '/hero', access: 'catalogue' },
  profile: { method: 'GET', path: '/profile', access: 'catalogue' },
  shareImage: { method: 'GET', path: '/show/share-image/:id', access: 'catalogue' },
  showEpisodes: { method: 'GET', path: '/show/episodes/:id', access: 'catalogue' },
  calendar: { method: 'GET', path: '/calendar', access: 'catalogue' },
  calendarNearest: { method: 'GET', path: '/calendar/nearest', access: 'catalogue' },
  showCalendar: { method: 'GET', path: '/show/calendar/:file', access: 'catalogue' },
  showProviders: { method: 'GET', path: '/provider/show/:id', access: 'catalogue' },
  regionProviders: { method: 'GET', path: '/provider', access: 'catalogue' },
  authConfig: { method: 'GET', path: '/auth/config', access: 'auth' },
  signup: { method: 'POST', path: '/auth/signup', access: 'auth' },
  login: { method: 'POST', path: '/auth/login', access: 'auth' },
  googleLogin: { method: 'POST', path: '/auth/google', access: 'auth' },
  completeProfile: { method: 'POST', path: '/auth/complete-profile', access: 'auth' },
  refresh: { method: 'POST', path: '/auth/refresh', access: 'auth' },
  logout: { method: 'POST', path: '/auth/logout', access: 'auth' },
  passwordResetRequest: { method: 'POST', path: '/auth/password-reset/request', access: 'auth' },
  passwordReset: { method: 'POST', path: '/auth/password-reset', access: 'auth' },
  me: { method: 'GET', path: '/user/me', access: 'account' },
  changePassword: { method: 'POST', path: '/auth/change-password', access: 'account' },
  markCounts: { method: 'GET', path: '/user-show/counts', access: 'account' },
  markedShows: { method: 'GET', path: '/user-show/category/:status', access: 'account' },
  toggleMark: { method: 'POST', path: '/user-show/:status/:showId', access: 'account' },
  markStatus: { method: 'GET', path: '/user-show/status/:showId', access: 'optional-user' },
} as const satisfies Record<string, RouteEntry>;
