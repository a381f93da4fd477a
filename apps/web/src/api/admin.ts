/**
 * The operator's console (ARCHITECTURE 7.4): a query or mutation hook per `/api/admin/*` call. Loaded only by the
 * admin screens (its own chunk). Every write refetches what it changed; the public catalogue queries are dropped
 * marked stale, so the site behind the console shows the change on the next visit.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserPatch,
  CreateCollectionBody,
  HeroSlideBody,
  HeroSlidePatch,
  ImportJobBody,
  ProfileBody,
  ResolveReportBody,
  ShowPatchBody,
  UpdateCollectionBody,
} from '@klama/contract';
import { ADMIN_ROUTES, type AdminRouteName } from '@klama/contract';
import { routeEndpoints, type Endpoint, type RouteArgs } from './paths';
import { request, type RequestOptions } from './request';

/** An endpoint of the console's API (the contract's ADMIN_ROUTES) by route name. */
const admin = routeEndpoints(ADMIN_ROUTES);

export const adminPaths = {
  hero: () => admin('adminHero'),
  newSlide: () => admin('adminCreateSlide'),
  heroSlide: (id: number) => admin('adminUpdateSlide', { id }),
  heroOrder: () => admin('adminReorderSlides'),
  collections: () => admin('adminCollections'),
  newCollection: () => admin('adminCreateCollection'),
  collection: (key: string) => admin('adminUpdateCollection', { key }),
  collectionItems: (key: string) => admin('adminSetCollectionShows', { key }),
  collectionLists: (key: string) => admin('adminAddPeriodicList', { key }),
  profile: () => admin('adminSaveProfile'),
  profileTexts: () => admin('adminProfile'),
  show: (id: number) => admin('adminShow', { id }),
  hiddenShows: () => admin('adminHiddenShows'),
  users: (query: string, page: number) => admin('adminUsers', {}, { query: query || undefined, page }),
  user: (username: string) => admin('adminPatchUser', { username }),
  userSessionsEnd: (username: string) => admin('adminEndUserSessions', { username }),
  audit: (page: number) => admin('adminAudit', {}, { page }),
  imports: () => admin('adminImports'),
  startImport: () => admin('adminStartImport'),
  importJob: (id: number) => admin('adminImportJob', { id }),
  resolveReport: (id: number) => admin('adminResolveReport', { id }),
  unhideReport: (id: number) => admin('adminUnhideReport', { id }),
};

export const adminKeys = {
  all: ['admin'] as const,
  hero: ['admin', 'hero'] as const,
  collections: ['admin', 'collections'] as const,
  profile: ['admin', 'profile'] as const,
  /** Every admin read of a show (what a patch of one refreshes). */
  shows: ['admin', 'show'] as const,
  show: (id: number) => ['admin', 'show', id] as const,
  /** One list of a periodic collection as the public reads it, shown in the console. */
  periodicList: (collectionKey: string, listId: number) => ['admin', 'periodic-list', collectionKey, listId] as const,
  hiddenShows: ['admin', 'shows', 'hidden'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: string, page: number) => ['admin', 'users', query, page] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
  imports: ['admin', 'imports'] as const,
  /** A read by route name (useAdminRead). */
  routeRead: (name: AdminRouteName, args: readonly unknown[]) => ['admin', 'route', name, ...args] as const,
};

const call = <T>(endpoint: Endpoint<T>, options: Omit<RequestOptions, 'auth'> = {}) => request(endpoint, { ...options, auth: 'required' });

const useAdminQuery = <T>(
  key: readonly unknown[],
  endpoint: Endpoint<T>,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(endpoint, { signal }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
    ...options,
  });

/** A write, then its own data and the audit log refetched, and the public catalogue's cached answers dropped. */
function useAdminWrite<V, T>(write: (vars: V) => Promise<T>, refetch: readonly (readonly unknown[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await Promise.all([...refetch, adminKeys.audit].map((queryKey) => client.invalidateQueries({ queryKey })));
      // every public read (hero, collections, lists, details…) may have changed
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== adminKeys.all[0], refetchType: 'none' });
    },
  });
}

type AdminArgs<N extends AdminRouteName> = RouteArgs<(typeof ADMIN_ROUTES)[N]['path']>;

/**
 * Any read of the console's API by its route name, e.g. `useAdminRead('adminAudit', {}, { page })`: the URL and the
 * answer's type come from the contract's table, the key from the name and arguments. A new screen needs no hook.
 */
export function useAdminRead<N extends AdminRouteName>(name: N, ...args: AdminArgs<N>) {
  return useAdminQuery(adminKeys.routeRead(name, args), admin(name, ...args));
}

// ---- hero slides ----
export const useAdminHero = () => useAdminQuery(adminKeys.hero, adminPaths.hero());
export const useCreateSlide = () =>
  useAdminWrite((body: HeroSlideBody) => call(adminPaths.newSlide(), { method: 'POST', body }), [adminKeys.hero]);
export const useUpdateSlide = () =>
  useAdminWrite(
    ({ id, patch }: { id: number; patch: HeroSlidePatch }) => call(adminPaths.heroSlide(id), { method: 'PATCH', body: patch }),
    [adminKeys.hero],
  );
export const useDeleteSlide = () => useAdminWrite((id: number) => call(adminPaths.heroSlide(id), { method: 'DELETE' }), [adminKeys.hero]);
export const useReorderSlides = () =>
  useAdminWrite((ids: number[]) => call(adminPaths.heroOrder(), { method: 'PUT', body: { ids } }), [adminKeys.hero]);

// ---- collections ----
export const useAdminCollections = () => useAdminQuery(adminKeys.collections, adminPaths.collections());
export const useCreateCollection = () =>
  useAdminWrite((body: CreateCollectionBody) => call(adminPaths.newCollection(), { method: 'POST', body }), [adminKeys.collections]);
export const useUpdateCollection = () =>
  useAdminWrite(
    ({ key, patch }: { key: string; patch: UpdateCollectionBody }) => call(adminPaths.collection(key), { method: 'PATCH', body: patch }),
    [adminKeys.collections],
  );
export const useSetCollectionShows = () =>
  useAdminWrite(
    ({ key, showIds }: { key: string; showIds: number[] }) => call(adminPaths.collectionItems(key), { method: 'PUT', body: { showIds } }),
    [adminKeys.collections],
  );
export const useAddPeriodicList = () =>
  useAdminWrite(
    ({ key, releaseDate, showIds }: { key: string; releaseDate: string; showIds: number[] }) =>
      call(adminPaths.collectionLists(key), { method: 'POST', body: { releaseDate, showIds } }),
    [adminKeys.collections],
  );

// ---- About ----
/** The About in both languages as stored (the public `profile` answers one, with the English for a missing Korean). */
export const useAdminProfile = () => useAdminQuery(adminKeys.profile, adminPaths.profileTexts());
export const useSaveAbout = () =>
  useAdminWrite((body: ProfileBody) => call(adminPaths.profile(), { method: 'PUT', body }), [adminKeys.profile]);

// ---- shows ----
export const useAdminShow = (id: number | null) =>
  useAdminQuery(adminKeys.show(id ?? 0), adminPaths.show(id ?? 0), { enabled: id !== null });
export const useHiddenShows = () => useAdminQuery(adminKeys.hiddenShows, adminPaths.hiddenShows());
export const usePatchShow = () =>
  useAdminWrite(
    ({ id, patch }: { id: number; patch: ShowPatchBody }) => call(adminPaths.show(id), { method: 'PATCH', body: patch }),
    [adminKeys.shows, adminKeys.hiddenShows],
  );

// ---- users ----
export const useAdminUsers = (query: string, page: number) =>
  useAdminQuery(adminKeys.usersPage(query, page), adminPaths.users(query, page));
export const usePatchUser = () =>
  useAdminWrite(
    ({ username, patch }: { username: string; patch: AdminUserPatch }) => call(adminPaths.user(username), { method: 'PATCH', body: patch }),
    [adminKeys.users],
  );
/** Ends every session of the account (ASVS 7.4.5); answers how many ended. */
export const useEndUserSessions = () =>
  useAdminWrite((username: string) => call(adminPaths.userSessionsEnd(username), { method: 'POST' }), []);

// ---- moderation queue ----
/** Resolving a report refetches both tabs of the queue (useAdminRead('adminReports', …)) and the users' list. */
export const useResolveReport = () =>
  useAdminWrite(
    ({ id, body }: { id: number; body: ResolveReportBody }) => call(adminPaths.resolveReport(id), { method: 'POST', body }),
    [['admin', 'route', 'adminReports'], adminKeys.users],
  );

/** Shows a hidden report target again (decision 0048); the reports stay resolved. */
export const useUnhideReport = () =>
  useAdminWrite(
    ({ id }: { id: number }) => call(adminPaths.unhideReport(id), { method: 'POST', body: {} }),
    [['admin', 'route', 'adminReports']],
  );

// ---- audit log ----
export const useAudit = (page: number) => useAdminQuery(adminKeys.auditPage(page), adminPaths.audit(page));

// ---- imports ----
/** While a job runs the list is polled (every second), so progress and the log's tail move on screen. */
export function useImports() {
  return useQuery({
    queryKey: adminKeys.imports,
    queryFn: ({ signal }) => call(adminPaths.imports(), { signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === 'running') ? 1000 : false),
  });
}
export const useStartImport = () =>
  useAdminWrite((body: ImportJobBody) => call(adminPaths.startImport(), { method: 'POST', body }), [adminKeys.imports]);
