// Whether the user asked their system for less motion (`prefers-reduced-motion: reduce`). Both
// apps then turn antd's animations off; everyone else keeps them. The end-to-end suite asks for
// reduced motion too, so its journeys never wait for a dialog or a dropdown to finish moving.
import { useMediaQuery } from './use-media-query.ts';

/** True while the user prefers reduced motion; follows a change of the setting. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
