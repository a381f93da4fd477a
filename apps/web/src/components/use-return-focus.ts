import { useCallback, useLayoutEffect, useRef } from 'react';

/** The last control that had the focus: the opener when the dialog opens after it was disabled (a call under way). */
let lastFocused: HTMLElement | null = null;
let tracking = false;
function trackFocus() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** How long focus waits for a disabled opener to be enabled again (its call ending) before giving up. */
const ENABLED_WAIT_MS = 10_000;

function focusWhenEnabled(target: HTMLElement) {
  if (!(target as HTMLButtonElement).disabled) {
    target.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!target.isConnected) observer.disconnect();
    else if (!(target as HTMLButtonElement).disabled) {
      observer.disconnect();
      target.focus();
    }
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), ENABLED_WAIT_MS);
}

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix does this only for a dialog opened by
 * its own Trigger; ours are opened from state (a button elsewhere, a sheet on phones), so without this focus fell
 * to the page's start. The opener is taken when `open` turns true, in a layout effect: before the dialog (a portal,
 * mounted a render later) moves focus into itself. A dialog opened by a call under way ("Confirm it's you") finds
 * its opener disabled, so no longer focused: the last focused control is taken, and focused once enabled again.
 * Give the result to Radix's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  trackFocus();
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    // an opener that has left the page (its list changed meanwhile): Radix's own choice stands
    if (!target?.isConnected) return;
    event.preventDefault();
    focusWhenEnabled(target);
  }, []);
}
