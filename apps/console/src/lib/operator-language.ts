// The console's side of an operator's remembered language (the rules: @tradebridge/ui's
// user-language.ts): me/language.json saves the choice made with the console's switch.
import { operatorsApi, type Language } from '@tradebridge/contracts';
import { followUserLanguage } from '@tradebridge/ui';
import type { i18n as I18n } from 'i18next';
import { api } from './api.ts';

/** Remembers the language for the operator (the console's language switch, signed in). */
export const saveOperatorLanguage = (language: Language): Promise<void> =>
  api.call(operatorsApi.setLanguage, { language }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );

/** After a login or the first me.json of a tab: the tab and the server agree again. */
export const followOperatorLanguage = (i18n: I18n, operatorLanguage: Language): Promise<void> =>
  followUserLanguage(i18n, operatorLanguage, saveOperatorLanguage);
