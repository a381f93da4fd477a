import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet as PageOutlet, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/States';
import { ErrorBoundary } from './ErrorBoundary';
import { RequireSession } from './RequireSession';
import { Layout } from './layout/Layout';

// every screen is its own chunk, fetched when its route is first visited
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const AboutPage = page(() => import('../features/about/AboutPage'), 'AboutPage');
const DetailsPage = page(() => import('../features/details/DetailsPage'), 'DetailsPage');
const DiscoverPage = page(() => import('../features/discover/DiscoverPage'), 'DiscoverPage');
const CollectionPage = page(() => import('../features/collection/CollectionPage'), 'CollectionPage');
const CategoryPage = page(() => import('../features/category/CategoryPage'), 'CategoryPage');
const AuthPage = page(() => import('../features/auth/AuthPage'), 'AuthPage');
const CompleteProfilePage = page(() => import('../features/auth/CompleteProfilePage'), 'CompleteProfilePage');
const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const MyProfileRedirect = page(() => import('../features/profile/ProfilePage'), 'MyProfileRedirect');
const ProfileShowsPage = page(() => import('../features/profile/ProfileShowsPage'), 'ProfileShowsPage');
const SettingsPage = page(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const NotFoundPage = page(() => import('../features/account/NotFoundPage'), 'NotFoundPage');

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
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="details/:id" element={<DetailsPage />} />
        <Route path="discover" element={<DiscoverPage />} />
        <Route path="collection/:collectionName" element={<CollectionPage />} />
        <Route path="login" element={<AuthPage />} />
        <Route path="signup" element={<AuthPage />} />
        <Route path="complete-profile" element={<CompleteProfilePage />} />
        <Route path="profile" element={<MyProfileRedirect />} />
        <Route path="profile/:id" element={<ProfilePage />} />
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


