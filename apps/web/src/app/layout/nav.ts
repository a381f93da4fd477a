export const NAV_ENTRIES = [
  { to: '/', label: 'Home' },
  { to: '/discover', label: 'Discover' },
] as const;

/** The collapsed menu's label: the current entry's name, or Menu when the path matches neither. */
export function navLabelFor(pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return NAV_ENTRIES.find((e) => e.to === path)?.label ?? 'Menu';
}
