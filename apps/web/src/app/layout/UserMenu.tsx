/**
 * The header's account corner: Login when signed out, the avatar dropdown when signed in (spec §2).
 * The dropdown (Radix + floating-ui) is loaded lazily, so signed-out pages do not carry it; a click
 * while it loads opens it as soon as it is there.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../stores/auth';
import { UserAvatar } from '../../components/UserAvatar';
import './UserMenu.css';
import { Button } from '../../components/Button';

const UserDropdown = lazy(() => import('./UserDropdown').then((m) => ({ default: m.UserDropdown })));

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const [openRequested, setOpenRequested] = useState(false);

  if (!user)
    return (
      <Button
        variant="primary"
        className="header__login"
        onClick={() =>
          navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } })
        }
      >
        {t('user.login')}
      </Button>
    );

  const label = t('user.accountMenu', { username: user.username });
  return (
    <Suspense
      fallback={
        <button type="button" className="user-menu__trigger" aria-label={label} aria-haspopup="menu" onClick={() => setOpenRequested(true)}>
          <UserAvatar src={user.avatar} size={36} />
        </button>
      }
    >
      <UserDropdown user={user} defaultOpen={openRequested} />
    </Suspense>
  );
}
