// The one way both apps wrap their tree: i18next, TanStack Query, antd ConfigProvider with the
// locale of the current language (and no motion for users who prefer reduced motion), antd App
// (context-aware message/modal) and the feedback bridge.
import type { Language } from '@tradebridge/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLanguage } from '../hooks/use-language.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { FeedbackBridge } from '../request/feedback.tsx';

export const ANTD_LOCALES: Record<Language, Locale> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ru-RU': ruRU,
  'zh-TW': zhTW,
};

export type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  theme?: ThemeConfig;
  children: ReactNode;
};

const LocalizedAntd = ({ theme, children }: { theme?: ThemeConfig; children: ReactNode }) => {
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme?.token, motion: false } } : theme),
    [theme, reducedMotion],
  );
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={themed}>
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
