import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../config/layout';

/** Viewport width, re-read on resize after a 150 ms pause (spec §9). */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

/** True strictly below the breakpoint (768 nav, 1024 filter dialog). */
export const useIsBelow = (breakpointPx: number) => useViewportWidth() < breakpointPx;
