// The route tree. Layouts and screens load lazily (antd is heavy), but for the public layout and
// login, the first page, which are part of the first script. Every screen but login and the
// exception pages sits in the signed-in layout, whose guard sends a visitor without a session to
// login and refuses a route the operator's role may not open with the 403 page.
import { type ExceptionStatus, loadWithTimeout, RouteError } from '@tradebridge/ui';
import { Navigate, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { ACCESS } from '../lib/access.ts';
import { useCurrentOperator } from '../lib/current-operator.tsx';
import { homePathFor, MENU, type ScreenModule } from './menu.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { PageLoading } from './page-loading.tsx';
import { paths } from '../lib/paths.ts';
import { RootShell } from './root-shell.tsx';
import type { RouteHandle } from './route-handle.ts';

const lazyComponent =
  (load: ScreenModule): RouteObject['lazy'] =>
  () =>
    loadWithTimeout(load)();

const layout = {
  console: lazyComponent(() =>
    import('./layouts/console-layout.tsx').then((m) => ({ Component: m.ConsoleLayout })),
  ),
};

const screens = {
  merchantDetail: lazyComponent(() =>
    import('./pages/merchant-detail-page.tsx').then((m) => ({
      Component: m.MerchantDetailPage,
    })),
  ),
  certificationCase: lazyComponent(() =>
    import('../features/certification/components/case-screen.tsx').then((m) => ({
      Component: m.CaseScreen,
    })),
  ),
  collectionAccount: lazyComponent(() =>
    import('../features/collection/components/account-screen.tsx').then((m) => ({
      Component: m.AccountScreen,
    })),
  ),
  collection: lazyComponent(() =>
    import('./pages/collection-page.tsx').then((m) => ({ Component: m.CollectionPage })),
  ),
  contract: lazyComponent(() =>
    import('../features/contract/components/contract-screen.tsx').then((m) => ({
      Component: m.ContractScreen,
    })),
  ),
  shop: lazyComponent(() =>
    import('../features/shop/components/shop-screen.tsx').then((m) => ({
      Component: m.ShopScreen,
    })),
  ),
  payee: lazyComponent(() =>
    import('../features/payee/components/payee-screen.tsx').then((m) => ({
      Component: m.PayeeScreen,
    })),
  ),
  payout: lazyComponent(() =>
    import('../features/payout/components/payout-screen.tsx').then((m) => ({
      Component: m.PayoutScreen,
    })),
  ),
  quota: lazyComponent(() =>
    import('../features/quota/components/quota-screen.tsx').then((m) => ({
      Component: m.QuotaScreen,
    })),
  ),
};

const exceptionScreen = (status: ExceptionStatus) =>
  lazyComponent(() =>
    import('./pages/exception-pages.tsx').then((m) => ({ Component: m.EXCEPTION_SCREENS[status] })),
  );

const exceptionTitle = (status: ExceptionStatus): RouteHandle => ({
  title: { ns: 'ui', key: `exception.${status}.title` },
});

const exceptionRoutes = ([403, 404, 405, 500] as const).map((status): RouteObject => ({
  path: paths.exception[status],
  handle: exceptionTitle(status),
  lazy: exceptionScreen(status),
}));

/** '/' leads to the first menu entry the operator's role sees. */
const HomeRedirect = () => {
  const operator = useCurrentOperator();
  return <Navigate to={homePathFor(operator.role)} replace />;
};

export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        path: paths.login,
        Component: PublicLayout,
        children: [
          {
            index: true,
            handle: { title: { ns: 'auth', key: 'pageTitle' } } satisfies RouteHandle,
            Component: LoginScreen,
          },
        ],
      },
      ...exceptionRoutes,
      {
        lazy: layout.console,
        children: [
          { index: true, Component: HomeRedirect },
          ...MENU.map((entry): RouteObject => ({
            path: entry.path,
            handle: {
              title: { ns: 'menu', key: entry.name },
              roles: entry.roles,
            } satisfies RouteHandle,
            lazy: lazyComponent(entry.screen),
          })),
          {
            path: paths.merchantDetail,
            handle: { title: { ns: 'menu', key: 'merchantDetail' } } satisfies RouteHandle,
            lazy: screens.merchantDetail,
          },
          {
            path: paths.certificationCase,
            handle: {
              title: { ns: 'menu', key: 'certificationCase' },
              roles: ACCESS.reviewCertification,
            } satisfies RouteHandle,
            lazy: screens.certificationCase,
          },
          {
            path: paths.collectionAccount,
            handle: {
              title: { ns: 'menu', key: 'collectionAccount' },
              roles: ACCESS.viewCollections,
            } satisfies RouteHandle,
            lazy: screens.collectionAccount,
          },
          {
            path: paths.collection,
            handle: {
              title: { ns: 'menu', key: 'collection' },
              roles: ACCESS.viewCollections,
            } satisfies RouteHandle,
            lazy: screens.collection,
          },
          {
            path: paths.contract,
            handle: {
              title: { ns: 'menu', key: 'contract' },
              roles: ACCESS.reviewContracts,
            } satisfies RouteHandle,
            lazy: screens.contract,
          },
          {
            path: paths.shop,
            handle: {
              title: { ns: 'menu', key: 'shop' },
              roles: ACCESS.reviewShops,
            } satisfies RouteHandle,
            lazy: screens.shop,
          },
          {
            path: paths.payee,
            handle: {
              title: { ns: 'menu', key: 'payee' },
              roles: ACCESS.reviewPayees,
            } satisfies RouteHandle,
            lazy: screens.payee,
          },
          {
            path: paths.payout,
            handle: {
              title: { ns: 'menu', key: 'payout' },
              roles: ACCESS.viewPayouts,
            } satisfies RouteHandle,
            lazy: screens.payout,
          },
          {
            path: paths.quota,
            handle: {
              title: { ns: 'menu', key: 'quota' },
              roles: ACCESS.viewQuotas,
            } satisfies RouteHandle,
            lazy: screens.quota,
          },
        ],
      },
      { path: '*', handle: exceptionTitle(404), lazy: exceptionScreen(404) },
    ],
  },
];
