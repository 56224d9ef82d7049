// The portal's side of a user's remembered language (the rules: @tradebridge/ui's
// user-language.ts): user/language.json saves the choice made with the portal's switch.
import { identityApi, type Language } from '@tradebridge/contracts';
import { followUserLanguage as follow } from '@tradebridge/ui';
import type { i18n as I18n } from 'i18next';
import { api } from './api.ts';

export { adoptsUserLanguage } from '@tradebridge/ui';

/**
 * Remembers the language for the user (the portal's language switch, signed in). A preference: if
 * it cannot be saved, the tab keeps the choice and says it again at the next login; never rejects.
 */
export const saveUserLanguage = (language: Language): Promise<void> =>
  api.call(identityApi.setLanguage, { language }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );

/** After a login or the first merchantInfo of a tab: the tab and the server agree again. */
export const followUserLanguage = (i18n: I18n, userLanguage: Language): Promise<void> =>
  follow(i18n, userLanguage, saveUserLanguage);
