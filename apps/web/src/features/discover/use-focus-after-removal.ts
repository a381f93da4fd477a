import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focus after a removable item (a filter chip) is pressed away: the button leaving the page would drop focus to
 * its start. Call `removing(index)` when one is pressed; once the list has re-rendered without it, focus goes to
 * the item now in its place (the next one), else to the one before, else to `fallback()` (a nearby control).
 */
export function useFocusAfterRemoval(list: RefObject<HTMLElement | null>, fallback: () => HTMLElement | null | undefined) {
  const pending = useRef<{ index: number; count: number } | null>(null);
  const buttons = () => [...(list.current?.querySelectorAll('button') ?? [])];
  useLayoutEffect(() => {
    const removal = pending.current;
    if (!removal) return;
    const left = buttons();
    // not re-rendered without it yet (the filters live in the address, which changes a render later)
    if (left.length >= removal.count) return;
    pending.current = null;
    (left[Math.min(removal.index, left.length - 1)] ?? fallback())?.focus();
  });
  return {
    removing: (index: number) => {
      pending.current = { index, count: buttons().length };
    },
  };
}
