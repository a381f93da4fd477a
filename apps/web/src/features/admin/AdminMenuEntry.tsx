import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminMessages } from './admin-messages';

/** "Admin" in the account menu (rendered for admins only, see app/layout/AdminMenuItem). */
export function AdminMenuEntry() {
  return (
    <AdminMessages>
      <Entry />
    </AdminMessages>
  );
}

function Entry() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate('/admin')}>
      {t('title')}
    </DropdownMenu.Item>
  );
}
