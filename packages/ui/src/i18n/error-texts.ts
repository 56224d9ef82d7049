// The messages of the API's error codes on the client, one language at a time: each language's
// errors.json (packages/contracts) arrives with that language's texts and is registered here, so
// a message is found synchronously wherever a failure is turned into words (the request client,
// forms). The eager test instance registers all four.
import {
  CLIENT_ERROR_CODES,
  DEFAULT_LANGUAGE,
  displayParams,
  interpolate,
  isErrorCode,
  type ClientErrorCode,
  type ErrorCode,
  type Language,
} from '@tradebridge/contracts';

export type ErrorTexts = { codes: Record<string, string>; validation: Record<string, string> };

const registered = new Map<Language, ErrorTexts>();

export const registerErrorTexts = (language: Language, texts: ErrorTexts) => {
  registered.set(language, texts);
};

const isClientCode = (code: string): code is ClientErrorCode =>
  (CLIENT_ERROR_CODES as readonly string[]).includes(code);

/**
 * The localized text of a code, with {{params}} filled in; the generic server error for a code the
 * contracts do not know.
 */
export const messageForCode = (
  code: ErrorCode | ClientErrorCode | (string & {}),
  language: Language,
  params?: Record<string, unknown>,
): string => {
  const texts = registered.get(language) ?? registered.get(DEFAULT_LANGUAGE);
  const known = isErrorCode(code) || isClientCode(code) ? code : 'SERVER_ERROR';
  // Before any language has arrived (a failure while the first texts load): the code itself.
  const template = texts?.codes[known];
  return template === undefined
    ? known
    : interpolate(template, params && displayParams(params, language));
};

/**
 * The localized text of a validation reason a contract schema raises ("required",
 * "chineseNotAllowed", "amountScale:2" with its value), for forms that check as the user types with
 * the same schema as the server; undefined for a reason the contracts do not name.
 */
export const validationReasonText = (reason: string, language: Language): string | undefined => {
  const texts = registered.get(language) ?? registered.get(DEFAULT_LANGUAGE);
  const [name, value] = reason.split(':');
  // Own keys only: a reason such as "constructor" must not reach Object.prototype.
  const template =
    name && texts && Object.hasOwn(texts.validation, name) ? texts.validation[name] : undefined;
  return template === undefined ? undefined : interpolate(template, { value: value ?? '' });
};
