// What an integration suite opens once before its tests and closes after them, written once: the
// hooks, and names the suite can take at the top of the file although what they name opens only
// in beforeAll (each name reads the open value at each use).
import { afterAll, beforeAll } from 'vitest';
import { openAppWithAdmin, openAreaParties } from './area-parties.ts';
import { createTestApp, type TestApp } from './app.ts';

/** An object read afresh at each use: a value of the suite's, named before beforeAll opens it. */
const live = <T extends object>(read: () => T): T =>
  new Proxy({} as T, {
    get: (_, key) => Reflect.get(read(), key),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => {
      const described = Reflect.getOwnPropertyDescriptor(read(), key);
      return described && { ...described, configurable: true };
    },
  });

/**
 * Opens `open()` before the suite's tests and closes its app after them; answers each of its
 * values as a live name (`const { t, admin } = useSuite(openAppWithAdmin)`).
 */
const useSuite = <S extends { t: TestApp } & Record<string, object>>(open: () => Promise<S>): S => {
  let opened: S | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.t.close());
  const current = () => {
    if (!opened) throw new Error('the suite opens in beforeAll');
    return opened;
  };
  return new Proxy({} as S, { get: (_, key: string) => live(() => current()[key]!) });
};

/** A fresh app for the suite (createTestApp's arguments), opened before its tests. */
export const useTestApp = (...args: Parameters<typeof createTestApp>): TestApp =>
  useSuite(async () => ({ t: await createTestApp(...args) })).t;

/** A fresh app and its admin operator, enrolled, for the suite. */
export const useAppWithAdmin = () => useSuite(openAppWithAdmin);

/** The parties an area's suite starts with (area-parties.ts), for the suite. */
export const useAreaParties = (strangerEmail: string) =>
  useSuite(() => openAreaParties(strangerEmail));
