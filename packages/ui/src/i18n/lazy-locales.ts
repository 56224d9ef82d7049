// The apps' texts fetched one language at a time, each language in parts (the first page's
// namespaces, then the rest): a part is one module, `locales/parts/<lang>.<part>.ts`, that
// gathers its namespaces' files, so the bundler makes it one chunk and a part costs one request.
import type { Language } from '@tradebridge/contracts';
import type { BackendModule, ResourceKey } from 'i18next';
import { isLanguage } from './languages.ts';

export type LazyLocales = {
  /** The part fetched before the first render. */
  firstPart: string;
  /** The part a namespace belongs to. */
  partOf: (namespace: string) => string;
  /** A part of a language: its namespaces' texts by namespace. */
  loadPart: (language: Language, part: string) => Promise<Record<string, ResourceKey>>;
};

/** `<namespace>.json` */
const NAMESPACE_FILE = /([^/]+)\.json$/;

/**
 * From `import.meta.glob('../locales/parts/*.ts', { import: 'default' })` (not eager), whose files
 * are named `<lang>.<part>.ts`.
 */
export const lazyLocalesFromParts = (
  parts: Record<string, () => Promise<unknown>>,
  { firstPart, partOf }: Pick<LazyLocales, 'firstPart' | 'partOf'>,
): LazyLocales => {
  const loaded = new Map<string, Promise<Record<string, ResourceKey>>>();
  const fetchPart = async (key: string) => {
    const load = Object.entries(parts).find(([path]) => path.endsWith(`/${key}.ts`))?.[1];
    const texts: Record<string, ResourceKey> = {};
    // A part module's default export: `import.meta.glob` of its locale files, eager.
    const files = (load ? await load() : {}) as Record<string, unknown>;
    for (const [path, content] of Object.entries(files)) {
      const namespace = NAMESPACE_FILE.exec(path)?.[1];
      if (namespace) texts[namespace] = content as ResourceKey;
    }
    return texts;
  };
  return {
    firstPart,
    partOf,
    // Once per part, however many of its namespaces ask; a failed fetch is tried again next time.
    loadPart: (language, part) => {
      const key = `${language}.${part}`;
      let pending = loaded.get(key);
      if (!pending) {
        pending = fetchPart(key);
        pending.catch(() => loaded.delete(key));
        loaded.set(key, pending);
      }
      return pending;
    },
  };
};

/** An i18next backend reading each namespace of a language through `read`. */
export const lazyBackend = (
  read: (language: Language, namespace: string) => Promise<ResourceKey>,
): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    read(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
});
