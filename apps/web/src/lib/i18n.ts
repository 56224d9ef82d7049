// The web's texts: every locales/<lang>/<area>.json of the web plus the ui package's own, fetched
// one language at a time — the first page's namespaces first (locales/parts/<lang>.first.ts), the
// rest (<lang>.screens.ts) before another screen.
import {
  getStoredLanguage,
  lazyLocalesFromParts,
  loadI18n,
  type CreateI18nOptions,
} from '@tradebridge/ui';
import type { i18n as I18n } from 'i18next';
import { FIRST_NAMESPACES } from './first-namespaces.ts';

export const WEB_DEFAULT_NS = 'layout';

const webLocales = lazyLocalesFromParts(
  import.meta.glob('../locales/parts/*.ts', { import: 'default' }),
  {
    firstPart: 'first',
    partOf: (namespace) => (FIRST_NAMESPACES.includes(namespace) ? 'first' : 'screens'),
  },
);

/** The instance being made (set as soon as loadWebI18n is called); tests make theirs eagerly. */
let loading: Promise<I18n> | undefined;

export const loadWebI18n = (options: CreateI18nOptions = {}) => {
  loading = loadI18n(webLocales, { defaultNS: WEB_DEFAULT_NS, ...options });
  return loading;
};

/**
 * Every namespace of the current language, before a screen other than the first renders. The
 * router asks for it while the instance is still being made (main.tsx starts both at once).
 */
export const loadScreenTexts = async () => {
  if (!loading) return;
  // Fetched now, not once the instance exists: the instance then reads them from the loaded chunk.
  const screens = webLocales.loadPart(getStoredLanguage(), 'screens');
  const instance = await loading;
  await instance.loadNamespaces(Object.keys(await screens));
};
