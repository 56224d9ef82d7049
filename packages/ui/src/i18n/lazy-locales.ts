// The apps' texts fetched one language at a time, and within a language the first screens'
// namespaces before the rest: a lazy `import.meta.glob` of `locales/<lang>/<namespace>.json`
// becomes the namespaces it holds and a loader per file; the bundler puts each language's files
// in one or two chunks (scripts/chunk-groups.ts), so a namespace read fetches its chunk once.
import type { Language } from '@tradebridge/contracts';
import type { BackendModule, ResourceKey } from 'i18next';
import { isLanguage } from './languages.ts';
import { localeFileOf } from './resources.ts';

export type LazyLocales = {
  namespaces: string[];
  loadNamespace: (language: Language, namespace: string) => Promise<ResourceKey>;
};

/** From `import.meta.glob('../locales/*\/*.json', { import: 'default' })` (not eager). */
export const lazyLocalesFromGlob = (
  modules: Record<string, () => Promise<unknown>>,
): LazyLocales => {
  const files = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(modules)) {
    const file = localeFileOf(path);
    if (file) files.set(`${file.language}/${file.namespace}`, load);
  }
  return {
    namespaces: [...new Set([...files.keys()].map((key) => key.split('/')[1]!))],
    loadNamespace: async (language, namespace) => {
      const load = files.get(`${language}/${namespace}`);
      return load ? ((await load()) as ResourceKey) : {};
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
