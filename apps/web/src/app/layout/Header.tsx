import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@klama/contract';
import { SearchIcon } from '../../components/icons';
import { useIsBelow } from '../../lib/use-viewport';
import { LanguageToggle } from './LanguageToggle';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import { SessionExpiryRedirect } from '../../api/session-hooks';

// the overlay (and Radix Dialog with it) loads on first use, not with every page
const loadSearchOverlay = () => import('../../features/search/SearchOverlay');
const SearchOverlay = lazy(loadSearchOverlay);

export function Header() {
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
        <button type="button" className="search-button" aria-label="Search Drama..." onClick={openSearch} onPointerEnter={() => void loadSearchOverlay()}>
          <SearchIcon width={18} height={18} />
          <span>Search Drama...</span>
        </button>
        <LanguageToggle />
        <UserMenu />
      </div>
      <SessionExpiryRedirect />
      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} fullScreen={!collapsed} />
        </Suspense>
      )}
    </header>
  );
}
