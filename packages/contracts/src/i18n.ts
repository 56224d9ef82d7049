// Languages of the product. zh-CN is the default; zh-TW is derived from zh-CN (scripts/derive-zh-tw.ts).
export const LANGUAGES = ['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Where the apps keep a tab's chosen language (session storage): read before the app's scripts too. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Languages whose texts are written by hand; zh-TW is generated from zh-CN. */
export const AUTHORED_LANGUAGES = ['zh-CN', 'en-US', 'ru-RU'] as const;

/** Regions that write traditional characters; zh-TW is our only traditional locale. */
const TRADITIONAL_CHINESE_TAGS = new Set(['zh-hk', 'zh-mo']);

/**
 * Picks a supported language from a header value such as "ru-RU", "ru", "en-GB,en;q=0.8".
 * Accept-Language preferences are ranked by their q weight (RFC 9110 §12.5.4), not by position,
 * and a tag with q=0 means "not acceptable".
 */
export const resolveLanguage = (value: string | null | undefined): Language => {
  if (!value) return DEFAULT_LANGUAGE;
  const ranked = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    // Array.prototype.sort is stable: equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight);
  for (const { tag } of ranked) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (TRADITIONAL_CHINESE_TAGS.has(tag) || tag.startsWith('zh-hant')) return 'zh-TW';
    const base = tag.split('-')[0];
    if (base === 'en') return 'en-US';
    if (base === 'ru') return 'ru-RU';
    if (base === 'zh') return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
};

/** Replaces {{name}} placeholders, the i18next syntax shared by server and web. */
export const interpolate = (template: string, params: Record<string, unknown> = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
