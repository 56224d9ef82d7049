// A country's or region's name in the language on screen, from the browser's Intl data (portal and
// console), so no list of countries needs translating.
const displayNames = new Map<string, Intl.DisplayNames | null>();

/** "Hong Kong SAR China" / "中国香港特别行政区" / "Гонконг (САР)"; the code when the browser has none. */
export const regionName = (code: string, language: string): string => {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
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
