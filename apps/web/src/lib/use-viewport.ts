import { createContext, useContext, useSyncExternalStore } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../config/layout';

/**
 * The width a server render assumes (it cannot measure the visitor's screen): a phone's or a desktop's, from the
 * request's mobile hint. The browser hydrates with the same width, then re-renders with its own.
 */
export const RENDER_WIDTH = { phone: 375, desktop: 1280 } as const;
export const RenderedViewportWidth = createContext<number>(RENDER_WIDTH.desktop);

const listeners = new Set<() => void>();
let width: number | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const onResize = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    width = window.innerWidth;
    for (const listener of listeners) listener();
  }, RESIZE_DEBOUNCE_MS);
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      width = undefined;
    }
  };
}

const currentWidth = () => width ?? window.innerWidth;

/** Viewport width, re-read on resize after a 150 ms pause (spec §9). */
export function useViewportWidth(): number {
  const rendered = useContext(RenderedViewportWidth);
  return useSyncExternalStore(subscribe, currentWidth, () => rendered);
}

/** True strictly below the breakpoint (768 nav, 1024 filter dialog). */
export const useIsBelow = (breakpointPx: number) => useViewportWidth() < breakpointPx;
