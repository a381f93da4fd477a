/**
 * The screens people land on, which the boot script (src/boot.ts) starts before the app has rendered. The build
 * (vite.config.ts, LANDING_SOURCES) lists the files of each one's chunk under the same names.
 */
export type LandingRoute = { page: 'home' } | { page: 'details'; id: number } | { page: 'discover' };

/** The landing screen for a path (the same patterns as AppRoutes), or null for the others. */
export function landingRoute(pathname: string): LandingRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'home' };
  if (path === '/discover') return { page: 'discover' };
  const details = /^\/details\/(\d{1,10})$/.exec(path);
  if (details && Number(details[1]) >= 1) return { page: 'details', id: Number(details[1]) };
  return null;
}
