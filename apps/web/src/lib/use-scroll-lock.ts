import { useEffect } from 'react';

let locks = 0;

/** Locks page scrolling while `active` (menus; Radix dialogs lock on their own). Nested locks count. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, [active]);
}
