// A currency's name in the language on screen, from the browser's Intl data (portal and console).
const displayNames = new Map<string, Intl.DisplayNames | null>();

/** "US Dollar" / "美元" / "доллар США"; the code itself when the browser has none (CNH, USDT). */
export const currencyName = (code: string, language: string): string => {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'currency' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  try {
    return displayNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
};
