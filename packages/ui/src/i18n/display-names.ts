// Names of currencies and countries or regions in the language on screen, from the browser's Intl
// data (portal and console), so no list of them needs translating.
type NameType = 'currency' | 'region';

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** The name of `code` in `language`; the code itself when the runtime has none. */
const nameOf = (type: NameType, code: string, language: string): string => {
  const key = `${type}|${language}`;
  if (!displayNames.has(key)) {
    try {
      displayNames.set(key, new Intl.DisplayNames([language], { type }));
    } catch {
      displayNames.set(key, null);
    }
  }
  try {
    return displayNames.get(key)?.of(code) ?? code;
  } catch {
    return code;
  }
};

/** "US Dollar" / "美元" / "доллар США"; the code itself when the browser has none (CNH, USDT). */
export const currencyName = (code: string, language: string): string =>
  nameOf('currency', code, language);

/** "Hong Kong SAR China" / "中国香港特别行政区" / "Гонконг (САР)"; the code when the browser has none. */
export const regionName = (code: string, language: string): string =>
  nameOf('region', code, language);
