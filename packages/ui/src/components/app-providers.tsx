// The one way both apps wrap their tree: i18next, TanStack Query, antd ConfigProvider with the
// locale of the current language (and no motion for users who prefer reduced motion) and what every
// table shares (TABLE_CONFIG), antd App
// (context-aware message/modal) and the feedback bridge.
//
// antd's styles come from its built stylesheet, imported here, not from its CSS-in-JS: the theme's
// zeroRuntime keeps components from generating and inserting their styles as they first render
// (the largest part of a screen's first render on a phone, and of a screen test in jsdom, which
// loads no stylesheet). The theme's tokens still reach the stylesheet as CSS variables.
import 'antd/dist/antd.css';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { antdLocaleOf } from '../i18n/language-packs.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { FeedbackBridge } from '../request/feedback.tsx';
import { TABLE_CONFIG } from './table-config.ts';

/**
 * antd's default blue (#1677ff) and grey secondary text fall short of WCAG AA contrast (4.5:1) on
 * white and on their own tinted backgrounds; these are the nearest shades of the same palette
 * that meet it. Status tags keep their hue with darker text.
 */
export const PRODUCT_THEME: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorErrorText: '#cf1322',
  },
  components: {
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorError: '#a8071a',
      colorInfo: '#003eb3',
    },
  },
};

export type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  theme?: ThemeConfig;
  children: ReactNode;
};

const LocalizedAntd = ({
  theme = PRODUCT_THEME,
  children,
}: {
  theme?: ThemeConfig;
  children: ReactNode;
}) => {
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [theme, reducedMotion],
  );
  return (
    <ConfigProvider locale={antdLocaleOf(language)} theme={themed} table={TABLE_CONFIG}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
};

export const AppProviders = ({ i18n, queryClient, theme, children }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <LocalizedAntd theme={theme}>{children}</LocalizedAntd>
    </QueryClientProvider>
  </I18nextProvider>
);
