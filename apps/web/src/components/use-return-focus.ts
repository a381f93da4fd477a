import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix does this only for a dialog opened by
 * its own Trigger; ours are opened from state (a button elsewhere, a sheet on phones), so without this focus fell
 * to the page's start. The opener is taken when `open` turns true, in a layout effect: before the dialog (a portal,
 * mounted a render later) moves focus into itself. Give the result to Radix's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    // an opener that has left the page (its list changed meanwhile): Radix's own choice stands
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}
