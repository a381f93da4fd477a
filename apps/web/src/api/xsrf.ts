/** Double-submit XSRF: echo the server's XSRF-TOKEN cookie in the X-XSRF-TOKEN header of state-changing calls. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readXsrfToken(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
