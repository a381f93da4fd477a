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

/**
 * What a component makes of the viewport width (re-read on resize after a 150 ms pause, spec §9), e.g. a page size
 * or "below 768 px". The component re-renders only when that changes: subscribed to the raw width, a list screen
 * re-rendered all its cards right after hydrating whenever the screen was not exactly the width the server assumed
 * (a sync re-render, one long task), and again on every resize.
 */
export function useViewport<T extends number | boolean>(select: (width: number) => T): T {
  const rendered = useContext(RenderedViewportWidth);
  return useSyncExternalStore(
    subscribe,
    () => select(currentWidth()),
    () => select(rendered),
  );
}

/** True strictly below the breakpoint (768 nav, 1024 filter dialog). */
export const useIsBelow = (breakpointPx: number) => useViewport((width) => width < breakpointPx);
