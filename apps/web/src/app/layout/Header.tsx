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

// the bell, the session's expiry and "Confirm it's you" (decision 0043): a chunk only a session's header loads
const SignedInHeader = lazy(() => import('./SignedInHeader'));

// the overlay (and Radix Dialog with it) loads on first use, not with every page
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
            <SignedInHeader />
          </Suspense>
        )}
        <UserMenu />
      </div>
      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} fullScreen={!collapsed} />
        </Suspense>
      )}
    </header>
  );
}
