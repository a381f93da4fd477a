/**
 * A press on the header's search button before the app is live (a server-rendered page whose scripts are still
 * loading) is remembered, and search opens as soon as the header is live. The boot script, the page's first and
 * smallest script, listens for it; the header takes it once (takeEarlySearchPress) as it goes live. The same listener
 * remembers early presses on a page's controls (lib/early-press.ts: "Comments (n)" under a review).
 */
import { rememberEarlyPress } from '../../lib/early-press';

const SEARCH_BUTTON_ATTRIBUTE = 'data-search-button'; // on the button in Header.tsx
const PRESSED_ATTRIBUTE = 'data-search-pressed';

export function rememberEarlySearchPress() {
  const root = document.documentElement;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      // a page's control that takes an early press (lib/early-press.ts), pressed before its part of the page is live
      rememberEarlyPress(event.target);
      // once live, the button's own handler opens search
      if (root.hasAttribute('data-hydrated')) return;
      if (event.target.closest(`[${SEARCH_BUTTON_ATTRIBUTE}]`)) root.setAttribute(PRESSED_ATTRIBUTE, '');
    },
    { capture: true },
  );
}

/** Calls `open` if the search button was pressed before the app was live (then forgets the press). */
export function takeEarlySearchPress(open: () => void): void {
  const root = document.documentElement;
  if (!root.hasAttribute(PRESSED_ATTRIBUTE)) return;
  root.removeAttribute(PRESSED_ATTRIBUTE);
  open();
}
