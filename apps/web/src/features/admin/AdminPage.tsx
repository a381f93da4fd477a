/**
 * /admin: the operator's console (ARCHITECTURE 7.4), for accounts with the admin role (GET user/me tells; the
 * server refuses every admin call to anyone else anyway). One lazily loaded route; its screens (console-screens.ts)
 * are chunks of their own.
 */
import { Suspense } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useMe } from '../../api/account';
import { ErrorPage, Spinner } from '../../components/States';
import { useAuthStore } from '../../stores/auth';
import { AdminMessages } from './admin-messages';
import '../../components/forms.css';
import './admin.css';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { CONSOLE_SCREENS } from './console-screens';

export function AdminPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <AdminMessages>
        <AdminArea />
      </AdminMessages>
    </Suspense>
  );
}

const first = CONSOLE_SCREENS[0]!.path;

function AdminArea() {
  const { t, i18n } = useTranslation(adminNamespace);
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
        {CONSOLE_SCREENS.map(({ path, name }) => (
          <NavLink key={path} to={`/admin/${path}`} className="admin__tab">
            {i18n.locale === 'ko' ? name.ko : name.en}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes>
          <Route index element={<Navigate to={first} replace />} />
          {CONSOLE_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<Navigate to={first} replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
