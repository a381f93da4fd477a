import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Outlet as PageOutlet, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/States';
import { ErrorBoundary } from './ErrorBoundary';
import { RequireSession } from './RequireSession';
import { Layout } from './layout/Layout';
import { LANDING_PAGES, landingRoute, type LandingPage } from './landing-routes';

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
  home: page(() => import('../features/home/HomePage'), 'HomePage'),
  details: page(() => import('../features/details/DetailsPage'), 'DetailsPage'),
  discover: page(() => import('../features/discover/DiscoverPage'), 'DiscoverPage'),
};
const { home: HomePage, details: DetailsPage, discover: DiscoverPage } = LANDING;
const AboutPage = page(() => import('../features/about/AboutPage'), 'AboutPage');
const CollectionPage = page(() => import('../features/collection/CollectionPage'), 'CollectionPage');
const CategoryPage = page(() => import('../features/category/CategoryPage'), 'CategoryPage');
const AuthPage = page(() => import('../features/auth/AuthPage'), 'AuthPage');
const CompleteProfilePage = page(() => import('../features/auth/CompleteProfilePage'), 'CompleteProfilePage');
const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const MyProfileRedirect = page(() => import('../features/profile/ProfilePage'), 'MyProfileRedirect');
const ProfileShowsPage = page(() => import('../features/profile/ProfileShowsPage'), 'ProfileShowsPage');
const SettingsPage = page(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const DiaryPage = page(() => import('../features/diary/DiaryPage'), 'DiaryPage');
const MyListsPage = page(() => import('../features/user-lists/MyListsPage'), 'MyListsPage');
const UserListPage = page(() => import('../features/user-lists/UserListPage'), 'UserListPage');
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
        <Route path={LANDING_PAGES.home.path} element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path={LANDING_PAGES.details.path} element={<DetailsPage />} />
        <Route path={LANDING_PAGES.discover.path} element={<DiscoverPage />} />
        <Route path="collection/:collectionName" element={<CollectionPage />} />
        <Route path="login" element={<AuthPage />} />
        <Route path="signup" element={<AuthPage />} />
        <Route path="complete-profile" element={<CompleteProfilePage />} />
        <Route path="profile" element={<MyProfileRedirect />} />
        <Route
          path="profile/diary"
          element={
            <RequireSession>
              <DiaryPage />
            </RequireSession>
          }
        />
        <Route path="profile/:id" element={<ProfilePage />} />
        <Route
          path="lists"
          element={
            <RequireSession>
              <MyListsPage />
            </RequireSession>
          }
        />
        <Route path="lists/:id" element={<UserListPage />} />
        <Route
          path="profile/shows/:category"
          element={
            <RequireSession>
              <ProfileShowsPage />
            </RequireSession>
          }
        />
        <Route
          path="settings"
          element={
            <RequireSession>
              <SettingsPage />
            </RequireSession>
          }
        />
        <Route path=":categoryType/:categoryName/:categoryId" element={<CategoryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
