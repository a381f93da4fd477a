/** What every inline icon shares (no icon font, nothing to download). One icon per module: a page's chunks carry the icons it draws, not every icon any screen uses. */
export const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;
