// The digit grouping and decimal mark of the current language, for the apps' one money formatter.
// Set together with dayjs's locale when the language changes (create-i18n.ts), read at render time.
import { AMOUNT_FORMATS, DEFAULT_LANGUAGE, type Language } from '@tradebridge/contracts';

let current = AMOUNT_FORMATS[DEFAULT_LANGUAGE];

export const setAmountLanguage = (language: Language): void => {
  current = AMOUNT_FORMATS[language];
};

/** Separators to pass to formatAmount for the language on screen. */
export const amountFormat = () => current;
