// The apps' texts fetched one language at a time: a lazy `import.meta.glob` of
// `locales/<lang>/<namespace>.json` becomes the namespaces it holds and a loader per language,
// and an i18next backend reads namespaces from that loader (one fetch per language, shared by all
// its namespaces).
import type { Language } from '@tradebridge/contracts';
import type { BackendModule, ResourceLanguage } from 'i18next';
import { isLanguage } from './languages.ts';
import { localeFileOf } from './resources.ts';

export type LazyLocales = {
  namespaces: string[];
  load: (language: Language) => Promise<ResourceLanguage>;
};

/** From `import.meta.glob('../locales/*\/*.json', { import: 'default' })` (not eager). */
export const lazyLocalesFromGlob = (
  modules: Record<string, () => Promise<unknown>>,
): LazyLocales => {
  const files = Object.entries(modules).flatMap(([path, load]) => {
    const file = localeFileOf(path);
    return file ? [{ ...file, load }] : [];
  });
  return {
    namespaces: [...new Set(files.map((f) => f.namespace))],
    load: async (language) =>
      Object.fromEntries(
        await Promise.all(
          files
            .filter((f) => f.language === language)
            .map(async (f) => [f.namespace, await f.load()] as const),
        ),
      ) as ResourceLanguage,
  };
};

/** An i18next backend over per-language loaders whose results are merged. */
export const lazyBackend = (
  load: (language: Language) => Promise<ResourceLanguage[]>,
): BackendModule => {
  const loaded = new Map<Language, Promise<ResourceLanguage>>();
  const textsOf = (language: Language) => {
    let texts = loaded.get(language);
    if (!texts) {
      texts = load(language).then((parts) => Object.assign({}, ...parts) as ResourceLanguage);
      // A failed fetch (offline, new release) is tried again on the next read.
      texts.catch(() => loaded.delete(language));
      loaded.set(language, texts);
    }
    return texts;
  };
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      if (!isLanguage(language)) return callback(null, {});
      textsOf(language).then(
        (texts) => callback(null, texts[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
};
