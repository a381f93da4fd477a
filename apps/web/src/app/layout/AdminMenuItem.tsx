/**
 * The account menu's entry to the operator's console, for admins only (GET user/me says who is one). The entry
 * itself (with the console's messages) is loaded only once the user turns out to be an admin.
 */
import { lazy, Suspense } from 'react';
import { useMe } from '../../api/account';

const AdminMenuEntry = lazy(() => import('../../features/admin/AdminMenuEntry').then((m) => ({ default: m.AdminMenuEntry })));

export function AdminMenuItem({ username }: { username: string }) {
  const me = useMe(username);
  if (me.data?.role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminMenuEntry />
    </Suspense>
  );
}
