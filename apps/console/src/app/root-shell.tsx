// The root route: keeps the page title (menu title + ' - Tradebridge Console') in step with the
// current route and language.
import { usePageTitle } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { titleOfMatches } from './route-handle.ts';

export const CONSOLE_TITLE = 'Tradebridge Console';

export const RootShell = () => {
  const { t } = useTranslation();
  const title = titleOfMatches(useMatches());
  usePageTitle(title ? t(title.key, { ns: title.ns }) : undefined, CONSOLE_TITLE);
  return <Outlet />;
};
