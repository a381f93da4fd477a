import { useEffect, type RefObject } from 'react';
import { EARLY_PRESSED_ATTRIBUTE, LIVE_ATTRIBUTE } from './early-press';

/**
 * Marks the control live once it is (its own handler takes presses from then on), and calls `onPress` once if it
 * was pressed before (lib/early-press.ts). `onPress` should be idempotent ("open", not "toggle"): a press in the
 * moment between hydration and this effect reaches both.
 */
export function useEarlyPress(ref: RefObject<HTMLElement | null>, onPress: () => void) {
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    control.setAttribute(LIVE_ATTRIBUTE, '');
    if (!control.hasAttribute(EARLY_PRESSED_ATTRIBUTE)) return;
    control.removeAttribute(EARLY_PRESSED_ATTRIBUTE);
    onPress();
    // once, when the control goes live
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
