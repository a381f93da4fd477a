import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet as PageOutlet, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/States';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './layout/Layout';

// every screen is its own chunk, fetched when its route is first visited
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const AboutPage = page(() => import('../features/about/AboutPage'), 'AboutPage');
const DetailsPage = page(() => import('../features/details/DetailsPage'), 'DetailsPage');
const DiscoverPage = page(() => import('../features/discover/DiscoverPage'), 'DiscoverPage');
const CollectionPage = page(() => import('../features/collection/CollectionPage'), 'CollectionPage');
const CategoryPage = page(() => import('../features/category/CategoryPage'), 'CategoryPage');
const AccountPlaceholder = page(() => import('../features/account/AccountPlaceholder'), 'AccountPlaceholder');
const NotFoundPage = page(() => import('../features/account/NotFoundPage'), 'NotFoundPage');

const ACCOUNT_PATHS = ['login', 'signup', 'settings', 'complete-profile', 'profile/*'];

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
        {ACCOUNT_PATHS.map((path) => (
          <Route key={path} path={path} element={<AccountPlaceholder />} />
        ))}
        <Route path=":categoryType/:categoryName/:categoryId" element={<CategoryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}


