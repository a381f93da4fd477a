import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '../../config/layout';
import { SearchIcon } from '../../components/icons';
import { useIsBelow } from '../../lib/use-viewport';
import { LanguageToggle } from './LanguageToggle';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import { useHasSession } from '../../stores/auth';

// a session can only expire when there is one: the session machinery loads with the first sign-in
const SessionExpiryRedirect = lazy(() => import('../../api/session-hooks').then((m) => ({ default: m.SessionExpiryRedirect })));

// the overlay (and Radix Dialog with it) loads on first use, not with every page
const loadSearchOverlay = () => import('../../features/search/SearchOverlay');
const SearchOverlay = lazy(loadSearchOverlay);

export function Header() {
  const hasSession = useHasSession();
  const collapsed = useIsBelow(MOBILE_BREAKPOINT_PX);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);

  const openSearch = () => {
    setSearchLoaded(true);
    setSearchOpen(true);
  };

  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="logo" aria-label="K-lama home">
          K
        </Link>
        <NavMenu collapsed={collapsed} />
        <button
          type="button"
          className="search-button"
          aria-label="Search Drama..."
          onClick={openSearch}
          onPointerEnter={() => void loadSearchOverlay()}
        >
          <SearchIcon width={18} height={18} />
          <span>Search Drama...</span>
        </button>
        <LanguageToggle />
        <UserMenu />
      </div>
      {hasSession && (
        <Suspense fallback={null}>
          <SessionExpiryRedirect />
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
