// The root route: keeps the page title (spec §2: menu title + product title) and the tab icon in
// step with the current route and the installation's branding.
import { usePageTitle } from '@tradebridge/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useBranding } from '../lib/config-detail.ts';
import { titleOfMatches } from './route-handle.ts';

const useFavicon = (href: string | undefined) => {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = href;
  }, [href]);
};

export const RootShell = () => {
  const { t } = useTranslation();
  const { productName, tabLogo } = useBranding();
  const title = titleOfMatches(useMatches());
  usePageTitle(title ? t(title.key, { ns: title.ns }) : undefined, productName);
  useFavicon(tabLogo);
  return <Outlet />;
};
