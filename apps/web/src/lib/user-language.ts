// The language a signed-in user works in, remembered on the server as well as in the tab (spec:
// Chinese by default, the choice kept in the session). A tab where a language was chosen keeps it
// and the server learns it; a tab where none was chosen (a new tab, a new login) opens in the
// user's. Notifications and e-mails are written in the server's.
import { identityApi, type Language } from '@tradebridge/contracts';
import {
  changeLanguage,
  currentLanguage,
  getStoredLanguage,
  hasStoredLanguage,
} from '@tradebridge/ui';
import type { i18n as I18n } from 'i18next';
import { api } from './api.ts';

/**
 * Remembers the language for the user (the portal's language switch, signed in). A preference: if
 * it cannot be saved, the tab keeps the choice and says it again at the next login.
 */
export const saveUserLanguage = (language: Language): Promise<void> =>
  api.call(identityApi.setLanguage, { language }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );

/** Whether the tab is about to take the user's language (no choice made in it, another one shown). */
export const adoptsUserLanguage = (i18n: I18n, userLanguage: Language): boolean =>
  !hasStoredLanguage() && currentLanguage(i18n) !== userLanguage;

/** After a login or the first merchantInfo of a tab: the tab and the server agree again. */
export const followUserLanguage = async (i18n: I18n, userLanguage: Language): Promise<void> => {
  if (adoptsUserLanguage(i18n, userLanguage)) {
    await changeLanguage(i18n, userLanguage);
    return;
  }
  if (!hasStoredLanguage()) return;
  const chosen = getStoredLanguage();
  if (chosen !== userLanguage) await saveUserLanguage(chosen);
};
