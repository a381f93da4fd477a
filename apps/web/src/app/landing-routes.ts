/**
 * The screens people land on, listed once. The build (vite.config.ts) writes each one's chunk files into
 * index.html (#route-chunks), the boot script (src/boot.ts) starts that chunk and the screen's first reads, and
 * the router (AppRoutes) routes the path and waits briefly for the chunk before the first render.
 * Plain data: vite.config.ts reads this file too.
 */
export const LANDING_PAGES = {
  home: { path: '/', module: 'app/screens/HomeScreen.tsx' },
  details: { path: '/details/:id', module: 'app/screens/DetailsScreen.tsx' },
  discover: { path: '/discover', module: 'features/discover/DiscoverPage.tsx' },
} as const;

export type LandingPage = keyof typeof LANDING_PAGES;
export type LandingRoute = { page: 'home' } | { page: 'details'; id: number } | { page: 'discover' };

/** The landing screen for a path, or null for the others; `:id` is a positive integer. */
export function landingRoute(pathname: string): LandingRoute | null {
  // a Korean page's address (`/ko/…`, decision 0053) is the same screen
  const path = pathname.replace(/^\/ko(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  for (const [page, { path: pattern }] of Object.entries(LANDING_PAGES)) {
    const match = new RegExp(`^${pattern.replace(':id', '(\\d{1,10})')}$`).exec(path);
    const id = Number(match?.[1]);
    if (match && (!match[1] || id >= 1)) return (match[1] ? { page, id } : { page }) as LandingRoute;
  }
  return null;
}
