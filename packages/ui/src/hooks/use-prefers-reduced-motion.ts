// Whether the user asked their system for less motion (`prefers-reduced-motion: reduce`). Both
// apps then turn antd's animations off; everyone else keeps them. The end-to-end suite asks for
// reduced motion too, so its journeys never wait for a dialog or a dropdown to finish moving.
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;

const subscribe = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

const prefersReducedMotion = () => reducedMotionQuery()?.matches ?? false;

/** True while the user prefers reduced motion; follows a change of the setting. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
