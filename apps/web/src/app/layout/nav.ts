/**
 * The main navigation. `label` is a message key in the `common` namespace (under `nav`): a new entry adds its
 * label there in both languages.
 */
export const NAV_ENTRIES = [
  { to: '/', label: 'nav.home' },
  { to: '/discover', label: 'nav.discover' },
  { to: '/calendar', label: 'nav.calendar' },
] as const;

export type NavLabel = (typeof NAV_ENTRIES)[number]['label'] | 'nav.menu';

/** The collapsed menu's label: the current entry's name, or Menu when the path matches neither (a message key). */
export function navLabelFor(pathname: string): NavLabel {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return NAV_ENTRIES.find((e) => e.to === path)?.label ?? 'nav.menu';
}
