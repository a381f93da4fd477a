/** URL slugs for category links and the titles read back from them. */

/** "Action & Adventure" → "action-adventure"; names with no ASCII word characters fall back to "-". */
export function toSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/[\s-]+/g, '-');
  return slug || '-';
}

/** "action-adventure" → "Action Adventure" (the category title before its data arrives). */
export function prettifySlug(slug: string): string {
  return decodeURIComponent(slug)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
