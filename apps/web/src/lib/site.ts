/** The canonical site base: `VITE_SITE_URL` at build time, else the origin the app is served from. */
export function siteBase(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  return (configured || window.location.origin).replace(/\/+$/, '');
}
export const SITE_NAME = 'K-lama';
