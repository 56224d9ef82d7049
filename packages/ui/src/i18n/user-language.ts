// The language a signed-in user (merchant user or operator) works in, remembered on the server as
// well as in the tab (spec: Chinese by default, the choice kept in the session). A tab where a
// language was chosen keeps it and the server learns it; a tab where none was chosen (a new tab, a
// new login) opens in the user's. Each app passes the call that saves the choice for its users.
import type { Language } from '@tradebridge/contracts';
import type { i18n as I18n } from 'i18next';
import { changeLanguage, currentLanguage } from './create-i18n.ts';
import { getStoredLanguage, hasStoredLanguage } from './languages.ts';

/** Whether the tab is about to take the user's language (no choice made in it, another one shown). */
export const adoptsUserLanguage = (i18n: I18n, userLanguage: Language): boolean =>
  !hasStoredLanguage() && currentLanguage(i18n) !== userLanguage;

/**
 * After a login or the first "who am I" of a tab: the tab and the server agree again. A failed save
 * is not the user's concern (the tab keeps its language; the next answer tries again).
 */
export const followUserLanguage = async (
  i18n: I18n,
  userLanguage: Language,
  save: (language: Language) => Promise<unknown>,
): Promise<void> => {
  if (adoptsUserLanguage(i18n, userLanguage)) {
    await changeLanguage(i18n, userLanguage);
    return;
  }
  if (!hasStoredLanguage()) return;
  const chosen = getStoredLanguage();
  if (chosen !== userLanguage) await save(chosen).catch(() => undefined);
};
