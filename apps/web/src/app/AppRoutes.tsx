import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet as PageOutlet, Route, Routes, useLocation, useParams, type Params } from 'react-router';
import { Spinner } from '../components/States';
import { ErrorBoundary } from './ErrorBoundary';
import { RequireSession } from './RequireSession';
import { Layout } from './layout/Layout';
import { LANDING_PAGES, landingRoute, type LandingPage } from './landing-routes';
import { parseRouteId, parseRouteYear } from './route-ids';
import { sortFromAddress } from '../lib/sort-address';
import { COMMUNITY_SORT, pathWithoutLanguage } from '@klama/contract';
// in the shell's chunk (see following-row.ts); the home screen shows it
export { FollowingRow } from './screens/following-row';

type Page = ComponentType & { preload: () => Promise<void> };

/**
 * Every screen is its own chunk, fetched when its route is first visited. A screen whose chunk is already in
 * (preloaded: see preloadLandingPage) renders at once, without a Suspense fallback in between.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Screen = () => (loaded ? createElement(loaded) : <Lazy />);
  return Object.assign(Screen, { preload });
};

/** The modules of LANDING_PAGES (the bundler needs each import written out; app-routes.test.tsx checks they match). */
export const LANDING: Record<LandingPage, Page> = {
  home: page(() => import('./screens/HomeScreen'), 'HomeScreen'),
  details: page(() => import('./screens/DetailsScreen'), 'DetailsScreen'),
  discover: page(() => import('../features/discover/DiscoverPage'), 'DiscoverPage'),
};
const { home: HomePage, details: DetailsPage, discover: DiscoverPage } = LANDING;
const AboutPage = page(() => import('../features/about/AboutPage'), 'AboutPage');
const CollectionPage = page(() => import('../features/collection/CollectionPage'), 'CollectionPage');
const CategoryPage = page(() => import('../features/category/CategoryPage'), 'CategoryPage');
const AuthPage = page(() => import('../features/auth/AuthPage'), 'AuthPage');
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage');
const CompleteProfilePage = page(() => import('../features/auth/CompleteProfilePage'), 'CompleteProfilePage');
const ProfileScreen = page(() => import('./screens/ProfileScreen'), 'ProfileScreen');
const FeedPage = page(() => import('../features/profiles/FeedPage'), 'FeedPage');
const NotificationsPage = page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage');
const MyProfileRedirect = page(() => import('../features/profile/ProfilePage'), 'MyProfileRedirect');
const ProfileShowsPage = page(() => import('../features/profile/ProfileShowsPage'), 'ProfileShowsPage');
const SettingsPage = page(() => import('./screens/SettingsScreen'), 'SettingsScreen');
const AccountDeletedPage = page(() => import('../features/settings/AccountDeletedPage'), 'AccountDeletedPage');
const DiaryPage = page(() => import('../features/diary/DiaryPage'), 'DiaryPage');
const MyListsPage = page(() => import('../features/personal-lists/MyListsPage'), 'MyListsPage');
const PersonalListPage = page(() => import('./screens/ListScreen'), 'ListScreen');
const SearchPage = page(() => import('../features/search/SearchPage'), 'SearchPage');
const CalendarPage = page(() => import('../features/calendar/CalendarPage'), 'CalendarPage');
const AdminPage = page(() => import('../features/admin/AdminPage'), 'AdminPage');
const ReviewsPage = page(() => import('./screens/ReviewsScreen'), 'ReviewsScreen');
const NotFoundPage = page(() => import('../features/account/NotFoundPage'), 'NotFoundPage');

/**
 * Waits (briefly) for the chunk of the screen being opened, which the boot script has already asked for, so that
 * the first render shows the screen itself rather than a spinner first. Never fails: a chunk that did not load
 * is retried, and reported, by the router.
 */
export function preloadLandingPage(pathname: string, timeoutMs = 3000): Promise<void> {
  const route = landingRoute(pathname);
  if (!route) return Promise.resolve();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  return Promise.race([LANDING[route.page].preload().catch(() => undefined), timeout]);
}

/**
 * Every route: its path, its screen, whether it needs a session, and whether the server renders it. Public screens
 * are rendered by the server (apps/server web-render), login and sign-up included (their form is the same for every
 * visitor); account screens stay client-rendered (they are per user).
 */
type RouteEntry = {
  path: string;
  page: Page;
  session?: true;
  serverRendered: boolean;
  /**
   * The query parameters the screen reads, as it reads them (none when absent): a rendered page is kept in the
   * server's page cache under its path and these only, so `?utm_source=…` or `?z=1` is the same page, not a new render.
   */
  query?: (params: URLSearchParams) => URLSearchParams;
  /** whether the address's ids are ones the API can take; a malformed or out-of-range id is the not-found screen */
  valid?: (params: Params) => boolean;
};

/** Only the named parameters, each as the address has it. */
const reads =
  (...names: string[]) =>
  (params: URLSearchParams) =>
    new URLSearchParams([...params].filter(([name]) => names.includes(name)));

const hasId = (params: Params) => parseRouteId(params.id) !== null;
/** A year page's id is a year; the other categories' a positive id (an unsupported type is CategoryPage's to answer). */
const hasCategoryId = (params: Params) =>
  (params.categoryType === 'year' ? parseRouteYear(params.categoryId) : parseRouteId(params.categoryId)) !== null;

const ROUTES: RouteEntry[] = [
  { path: LANDING_PAGES.home.path, page: HomePage, serverRendered: true },
  { path: '/about', page: AboutPage, serverRendered: true },
  { path: LANDING_PAGES.details.path, page: DetailsPage, serverRendered: true, valid: hasId },
  // reviews change without a catalogue write: rendered for every request, never kept in the page cache
  { path: '/details/:id/reviews', page: ReviewsPage, serverRendered: true, valid: hasId, query: reads('sort', 'page') },
  {
    path: LANDING_PAGES.discover.path,
    page: DiscoverPage,
    serverRendered: true,
    // as features/discover/url-filters.ts reads them
    query: reads('page', 'keyword', 'genre', 'genre_match', 'tone', 'provider', 'year_from', 'year_to', 'rating_min', 'status', 'sort'),
  },
  { path: '/collection/:collectionName', page: CollectionPage, serverRendered: true },
  { path: '/search', page: SearchPage, serverRendered: true, query: reads('q', 'page') },
  // the same anonymous form for everyone (a signed-in visitor is sent on by the browser once it is live)
  { path: '/login', page: AuthPage, serverRendered: true },
  { path: '/signup', page: AuthPage, serverRendered: true },
  { path: '/forgot-password', page: ForgotPasswordPage, serverRendered: true },
  // the link's token is in the fragment, which only the browser sees
  { path: '/reset-password', page: ResetPasswordPage, serverRendered: false },
  { path: '/verify-email', page: VerifyEmailPage, serverRendered: false },
  { path: '/complete-profile', page: CompleteProfilePage, serverRendered: false },
  { path: '/profile', page: MyProfileRedirect, serverRendered: false },
  { path: '/profile/diary', page: DiaryPage, session: true, serverRendered: false },
  // rendered for nobody (a public profile with its share card, or the "Private Profile" notice with 404), never kept
  // in the page cache (PublicProfilePage); one's own profile follows in the browser
  { path: '/profile/:id', page: ProfileScreen, serverRendered: true },
  { path: '/feed', page: FeedPage, session: true, serverRendered: false },
  { path: '/notifications', page: NotificationsPage, session: true, serverRendered: false },
  { path: '/lists', page: MyListsPage, session: true, serverRendered: false },
  // a public list is rendered (anonymously, never kept in the page cache); a private one is left to the browser
  {
    path: '/lists/:id',
    page: PersonalListPage,
    serverRendered: true,
    valid: hasId,
    // the page, and the K-lama score's order (the list's own order has no `sort`): any other value is the list's order
    query: (params) =>
      new URLSearchParams([...params].filter(([name, value]) => name === 'page' || (name === 'sort' && value === COMMUNITY_SORT))),
  },
  { path: '/profile/shows/:category', page: ProfileShowsPage, session: true, serverRendered: false },
  { path: '/settings', page: SettingsPage, session: true, serverRendered: false },
  { path: '/account-deleted', page: AccountDeletedPage, serverRendered: false },
  { path: '/calendar', page: CalendarPage, serverRendered: false },
  // the operator's console (admins only; its sections are routes inside it)
  { path: '/admin/*', page: AdminPage, session: true, serverRendered: false },
  {
    path: '/:categoryType/:categoryName/:categoryId',
    page: CategoryPage,
    serverRendered: true,
    valid: hasCategoryId,
    // a person's order (ListScreen's sortInAddress), only as one of the orders: any other value is the default page
    query: (params) =>
      new URLSearchParams([...params].filter(([name, value]) => name === 'sort' && sortFromAddress(value, true) === value)),
  },
  { path: '*', page: NotFoundPage, serverRendered: true },
];

/** The route of a path, in either language (`/ko/…` is the same screen). */
const routeFor = (pathname: string) =>
  ROUTES[
    Number(
      matchRoutes(
        ROUTES.map((r, i) => ({ path: r.path, id: String(i) })),
        pathWithoutLanguage(pathname),
      )?.[0]?.route.id,
    )
  ]!;

/**
 * The address a server render is made for and kept under: the path (with its language's prefix) and, sorted, only
 * the query parameters its screen reads (see RouteEntry.query).
 */
export function pageAddress(url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const params = routeFor(pathname).query?.(new URLSearchParams(q < 0 ? '' : url.slice(q + 1))) ?? new URLSearchParams();
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the server renders this path (public screens, including the not-found page). */
export const isServerRendered = (pathname: string) => routeFor(pathname).serverRendered;

/** Loads the screen of a path, so a server-rendered page hydrates at once (never fails: the router retries). */
export const preloadPage = (pathname: string): Promise<void> =>
  routeFor(pathname)
    .page.preload()
    .catch(() => undefined);

/** Loads every server-rendered screen (the server does this once at start). */
export const preloadServerRenderedPages = () => Promise.all(ROUTES.filter((r) => r.serverRendered).map((r) => r.page.preload()));

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route
        element={
          <Layout>
            {/* a render error or a failed chunk on one page shows an error page; the next navigation resets it */}
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<Spinner />}>
                <PageOutlet />
              </Suspense>
            </ErrorBoundary>
          </Layout>
        }
      >
        {ROUTES.map(({ path, page: Screen, session, valid }) => (
          <Route
            key={path}
            path={path}
            element={
              session ? (
                <RequireSession>
                  <Screen />
                </RequireSession>
              ) : valid ? (
                <ValidIds valid={valid}>
                  <Screen />
                </ValidIds>
              ) : (
                <Screen />
              )
            }
          />
        ))}
      </Route>
    </Routes>
  );
}

/** The screen, or the not-found screen when the address's ids are malformed or out of range. */
function ValidIds({ valid, children }: { valid: (params: Params) => boolean; children: ReactNode }) {
  return valid(useParams()) ? children : <NotFoundPage />;
}
