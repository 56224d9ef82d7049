// The console: shared providers around the hash router.
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@tradebridge/ui';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, type createHashRouter } from 'react-router';

export type AppProps = {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createHashRouter>;
};

export const App = ({ i18n, queryClient, router }: AppProps) => (
  <AppProviders i18n={i18n} queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);
