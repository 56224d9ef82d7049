// window.matchMedia for tests (jsdom has none): `matches` answers each query from the test's own
// state; the returned function changes that state and tells the listeners, as a resized window or a
// changed system setting would.
import { vi } from 'vitest';

export const stubMatchMedia = <S>(initial: S, matches: (media: string, state: S) => boolean) => {
  const listeners = new Set<() => void>();
  let state = initial;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        get matches() {
          return matches(media, state);
        },
        media,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: S) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
};
