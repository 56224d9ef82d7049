// The messages of the error codes and validation reasons in every language, for the server (and
// tests): the web does not import this module, it fetches one language's errors.json with its
// texts (packages/ui, i18n/error-texts.ts).
import enUS from './locales/en-US/errors.json' with { type: 'json' };
import ruRU from './locales/ru-RU/errors.json' with { type: 'json' };
import zhCN from './locales/zh-CN/errors.json' with { type: 'json' };
import zhTW from './locales/zh-TW/errors.json' with { type: 'json' };
import type { ClientErrorCode, ErrorCode } from './errors.ts';
import { displayParams } from './display.ts';
import { interpolate, type Language } from './i18n.ts';

export type ErrorMessages = typeof enUS;

export const ERROR_MESSAGES: Record<Language, ErrorMessages> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ru-RU': ruRU,
  'zh-TW': zhTW,
};

/** The localized message of an error code, with {{params}} filled in as the language writes them. */
export const errorMessage = (
  code: ErrorCode | ClientErrorCode,
  language: Language,
  params?: Record<string, unknown>,
): string =>
  interpolate(ERROR_MESSAGES[language].codes[code], params && displayParams(params, language));

/** A localized validation reason (custom reasons raised by contract schemas, e.g. "amountScale:2"). */
export const validationReason = (key: string, language: Language): string | undefined => {
  const [name, arg] = key.split(':');
  const reasons: Record<string, string> = ERROR_MESSAGES[language].validation;
  // Own keys only: a reason such as "constructor" must not reach Object.prototype.
  const template = name && Object.hasOwn(reasons, name) ? reasons[name] : undefined;
  return template === undefined ? undefined : interpolate(template, { value: arg ?? '' });
};
