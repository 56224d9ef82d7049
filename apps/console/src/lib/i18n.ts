// The console's texts: every locales/<lang>/<area>.json of the console plus the ui package's own,
// fetched one language at a time, each language one chunk (locales/parts/<lang>.all.ts).
import { lazyLocalesFromParts, loadI18n, type CreateI18nOptions } from '@tradebridge/ui';

export const CONSOLE_DEFAULT_NS = 'layout';

const consoleLocales = lazyLocalesFromParts(
  import.meta.glob('../locales/parts/*.ts', { import: 'default' }),
  { firstPart: 'all', partOf: () => 'all' },
);

export const loadConsoleI18n = (options: CreateI18nOptions = {}) =>
  loadI18n(consoleLocales, { defaultNS: CONSOLE_DEFAULT_NS, ...options });
