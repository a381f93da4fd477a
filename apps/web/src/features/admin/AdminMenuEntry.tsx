import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { AdminMessages } from './admin-messages';
import { adminNamespace } from '../../i18n/messages/en/admin';

/** "Admin" in the account menu (rendered for admins only, see app/layout/AdminMenuItem). */
export function AdminMenuEntry() {
  return (
    <AdminMessages>
      <Entry />
    </AdminMessages>
  );
}

function Entry() {
  const { t } = useTranslation(adminNamespace);
  const navigate = useNavigate();
  return (
    <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate('/admin')}>
      {t('title')}
    </DropdownMenu.Item>
  );
}
