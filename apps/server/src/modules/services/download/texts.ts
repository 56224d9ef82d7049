// Texts of exported files (headings, labels, file names) in the requester's language.
import type { Language } from '@tradebridge/contracts';
import enUS from '../../../locales/en-US/exports.json' with { type: 'json' };
import ruRU from '../../../locales/ru-RU/exports.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/exports.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/exports.json' with { type: 'json' };

export type ExportTexts = typeof enUS;

const TEXTS: Record<Language, ExportTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ru-RU': ruRU,
  'zh-TW': zhTW,
};

const LANGUAGES = Object.keys(TEXTS) as Language[];

export const languageOf = (value: string | null | undefined): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : 'zh-CN';

export const exportTexts = (language: string): ExportTexts => TEXTS[languageOf(language)];
