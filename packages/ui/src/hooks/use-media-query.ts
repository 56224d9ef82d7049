// A CSS media query as React state, read synchronously on the first render (no second render, no
// flash of the other layout) and followed as it changes.
import { useSyncExternalStore } from 'react';

const queryList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/** Whether `query` matches now; `fallback` where there is no window (or no matchMedia). */
export const useMediaQuery = (query: string, fallback = false): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = queryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => queryList(query)?.matches ?? fallback,
    () => fallback,
  );

/**
 * Below antd's `lg` breakpoint (992 px): phones and narrow windows, where the side menu becomes a
 * drawer and the header folds its items (SignedInFrame).
 */
export const NARROW_SCREEN = '(max-width: 991.98px)';

export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_SCREEN);
