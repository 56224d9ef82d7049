// The web's texts: every locales/<lang>/<area>.json of the web plus the ui package's own,
// fetched one language at a time (the bundler puts each language in one chunk).
import { lazyLocalesFromGlob, loadI18n, type CreateI18nOptions } from '@tradebridge/ui';

export const WEB_DEFAULT_NS = 'layout';

const webLocales = lazyLocalesFromGlob(
  import.meta.glob('../locales/*/*.json', { import: 'default' }),
);

export const loadWebI18n = (options: CreateI18nOptions = {}) =>
  loadI18n(webLocales, { defaultNS: WEB_DEFAULT_NS, ...options });
