/** URL slugs for category links and the titles read back from them. */

/**
 * "Action & Adventure" → "action-adventure", "Café" → "cafe", "복수 극" → "복수-극" (Hangul and other letters kept: a
 * Korean page's address reads in Korean); a name with no letter or digit falls back to "-".
 */
export function toSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Hangul syllables come apart under NFKD: put them back
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .trim()
    .replace(/[\s-]+/g, '-');
  return slug || '-';
}

/** An address's path as it was written (`/keyword/%EB%B3%B5%EC%88%98/1` → `/keyword/복수/1`); a malformed one as it is. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** "action-adventure" → "Action Adventure" (the category title before its data arrives). */
export function prettifySlug(slug: string): string {
  return decodeURIComponent(slug)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
