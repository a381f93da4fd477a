import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from '../../components/icons/ChevronDown';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { NAV_ENTRIES, navLabelFor } from './nav';

/** Inline links on wide screens; under 768 px a dropdown labelled with the current route. */
export function NavMenu({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!collapsed)
    return (
      <nav className="nav" aria-label={t('nav.label')}>
        {NAV_ENTRIES.map((entry) => (
          <NavLink key={entry.to} to={entry.to} end className={({ isActive }) => `nav__link${isActive ? ' is-active' : ''}`}>
            {t(entry.label)}
          </NavLink>
        ))}
      </nav>
    );
  return <NavDropdown key={pathname} pathname={pathname} />;
}

function NavDropdown({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    // a press in the header outside the menu closes it; the page below is covered by the backdrop
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!rootRef.current?.contains(target) && !backdropRef.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // focus may be on one of the menu's links, which go with it: back to the button that opened it
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="nav-dropdown" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="nav-dropdown__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="nav-dropdown__label">{t(navLabelFor(pathname))}</span>
        <ChevronDown width={16} height={16} />
      </button>
      {open && (
        <nav id={menuId} className="nav-dropdown__menu" aria-label={t('nav.label')}>
          {NAV_ENTRIES.map((entry) => (
            <NavLink
              key={entry.to}
              to={entry.to}
              end
              className={({ isActive }) => `nav-dropdown__item${isActive ? ' is-active' : ''}`}
              onClick={() => setOpen(false)}
            >
              {t(entry.label)}
            </NavLink>
          ))}
        </nav>
      )}
      {/* a tap on the page while the menu is open only closes the menu: it must not follow a link (the hero's) too */}
      {open &&
        createPortal(
          <div ref={backdropRef} className="nav-dropdown__backdrop" data-testid="nav-backdrop" onClick={() => setOpen(false)} />,
          document.body,
        )}
    </div>
  );
}
