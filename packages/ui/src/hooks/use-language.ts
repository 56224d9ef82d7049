import type { Language } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/create-i18n.ts';

/** The current app language; the component re-renders when it changes. */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
};
