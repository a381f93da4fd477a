/**
 * A press on a control of a server-rendered page before that part of the page is live. React hydrates a page's
 * content after the shell (its route's Suspense boundary), and a click on content it cannot hydrate at once is
 * dropped: a fan who taps "Comments (n)" as the reviews page appears lost the tap. A control that takes such a press
 * carries `data-early-press` in its rendered HTML; the boot script's click listener (early-search.ts) marks it pressed
 * while it is not live yet, and the control, once live (`useEarlyPress`), acts on the press. No React here: the boot
 * script carries this file.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';
export const LIVE_ATTRIBUTE = 'data-live';
export const EARLY_PRESSED_ATTRIBUTE = 'data-early-pressed';

/** Marks the control `target` is in as pressed, when it takes an early press and is not live yet. */
export function rememberEarlyPress(target: Element) {
  target.closest(`[${EARLY_PRESS_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`)?.setAttribute(EARLY_PRESSED_ATTRIBUTE, '');
}
