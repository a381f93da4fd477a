/**
 * /admin: the operator's console (ARCHITECTURE 7.4), for accounts with the admin role (GET user/me tells; the
 * server refuses every admin call to anyone else anyway). One lazily loaded route; each section is a chunk of its own.
 */
import { lazy, Suspense } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useMe } from '../../api/account';
import { ErrorPage, Spinner } from '../../components/States';
import { useAuthStore } from '../../stores/auth';
import { AdminMessages } from './admin-messages';
import '../../components/forms.css';
import './admin.css';
import { adminNamespace } from '../../i18n/messages/en/admin';

const SECTIONS = {
  hero: lazy(() => import('./HeroScreen').then((m) => ({ default: m.HeroScreen }))),
  collections: lazy(() => import('./CollectionsScreen').then((m) => ({ default: m.CollectionsScreen }))),
  about: lazy(() => import('./AboutScreen').then((m) => ({ default: m.AboutScreen }))),
  shows: lazy(() => import('./ShowsScreen').then((m) => ({ default: m.ShowsScreen }))),
  users: lazy(() => import('./UsersScreen').then((m) => ({ default: m.UsersScreen }))),
  imports: lazy(() => import('./ImportsScreen').then((m) => ({ default: m.ImportsScreen }))),
  audit: lazy(() => import('./AuditScreen').then((m) => ({ default: m.AuditScreen }))),
};
type Section = keyof typeof SECTIONS;

export function AdminPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <AdminMessages>
        <AdminArea />
      </AdminMessages>
    </Suspense>
  );
}

function AdminArea() {
  const { t } = useTranslation(adminNamespace);
  const username = useAuthStore((s) => s.user?.username ?? null);
  const me = useMe(username);
  if (me.isPending) return <Spinner label={t('loading')} />;
  if (me.error) return <ErrorPage message={me.error.message} />;
  if (me.data.role !== 'admin') return <ErrorPage title={t('notAdminTitle')} message={t('notAdmin')} />;
  return (
    <div className="page admin">
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t('title')}</h1>
      <nav className="admin__nav" aria-label={t('nav.label')}>
        {(Object.keys(SECTIONS) as Section[]).map((section) => (
          <NavLink key={section} to={`/admin/${section}`} className="admin__tab">
            {t(`nav.${section}`)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes>
          <Route index element={<Navigate to="hero" replace />} />
          {(Object.entries(SECTIONS) as [Section, (typeof SECTIONS)[Section]][]).map(([section, Screen]) => (
            <Route key={section} path={section} element={<Screen />} />
          ))}
          <Route path="*" element={<Navigate to="hero" replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
