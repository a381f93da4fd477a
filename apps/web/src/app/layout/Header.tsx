import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '../../config/layout';
import { SearchIcon } from '../../components/icons/SearchIcon';
import { useIsBelow } from '../../lib/use-viewport';
import { LanguageToggle } from './LanguageToggle';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import { useHasSession } from '../../stores/auth';
import { takeEarlySearchPress } from './early-search';

// a session can only expire when there is one: the session machinery loads with the first sign-in
const SessionExpiryRedirect = lazy(() => import('../../api/session-hooks').then((m) => ({ default: m.SessionExpiryRedirect })));
// "Confirm it's you" before a sensitive change (decision 0043): only a session can be asked it
const ConfirmIdentityHost = lazy(() => import('../../components/ConfirmIdentityDialog').then((m) => ({ default: m.ConfirmIdentityHost })));

// the overlay (and Radix Dialog with it) loads on first use, not with every page
// the bell and its unread count: only a signed-in fan's header has it (its own chunk, out of the public first load)
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

const loadSearchOverlay = () => import('../../features/search/SearchOverlay');
const SearchOverlay = lazy(loadSearchOverlay);

/** The brand's mark, the same in every language (the link's name says where it goes). */
const LOGO_MARK = 'K';

export function Header() {
  const { t } = useTranslation();
  const hasSession = useHasSession();
  const collapsed = useIsBelow(MOBILE_BREAKPOINT_PX);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);

  const openSearch = useCallback(() => {
    setSearchLoaded(true);
    setSearchOpen(true);
  }, []);
  // pressed while the server-rendered page was not live yet: open now
  useEffect(() => takeEarlySearchPress(openSearch), [openSearch]);

  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="logo" aria-label={t('header.home')}>
          {LOGO_MARK}
        </Link>
        <NavMenu collapsed={collapsed} />
        <button
          type="button"
          className="search-button"
          aria-label={t('header.open')}
          data-search-button // see early-search.ts
          onClick={openSearch}
          onPointerEnter={() => void loadSearchOverlay()}
        >
          <SearchIcon width={18} height={18} />
          <span>{t('header.open')}</span>
        </button>
        <LanguageToggle />
        {hasSession && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <UserMenu />
      </div>
      {hasSession && (
        <Suspense fallback={null}>
          <SessionExpiryRedirect />
          <ConfirmIdentityHost />
        </Suspense>
      )}
      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} fullScreen={!collapsed} />
        </Suspense>
      )}
    </header>
  );
}
