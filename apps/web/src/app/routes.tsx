// The route tree (spec §2). Layouts and screens load lazily (antd is heavy), but for the first page
// a visitor meets (the public layout and login), part of the first script; a menu entry without
// a built screen shows the not-found page inside the main layout. Each route declares its title
// and who may open it (route-handle.ts); the main layout enforces the latter.
import { type ExceptionStatus, loadWithTimeout, RouteError } from '@tradebridge/ui';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/identity/components/login-screen.tsx';
import { accessRuleForPath, canOpenPath, CERTIFICATION_ACCESS } from '../lib/access.ts';
import { loadScreenTexts } from '../lib/i18n.ts';
import { useCurrentUser } from '../lib/merchant-info.ts';
import { PublicLayout } from './layouts/bare-layout.tsx';
import { homePath, isMenuGroup, MENU, menuFor, type ScreenModule } from './menu.ts';
import { PageLoading } from './page-loading.tsx';
import { paths } from '../lib/paths.ts';
import { RootShell } from './root-shell.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * A route's `lazy`: its code and every text namespace of the language (the first page, the public
 * layout and the login screen, is part of the first script and its texts came before the first
 * render).
 */
const lazyComponent =
  (load: ScreenModule): RouteObject['lazy'] =>
  () =>
    loadWithTimeout(async () => {
      const [module] = await Promise.all([load(), loadScreenTexts()]);
      return module;
    })();

/** A lazily loaded named export of a module, as a route's `lazy`. */
const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyComponent(() => load().then((module) => ({ Component: pick(module) })));

const layout = {
  main: lazyScreen(
    () => import('./layouts/main-layout.tsx'),
    (m) => m.MainLayout,
  ),
  auth: lazyScreen(
    () => import('./layouts/auth-layout.tsx'),
    (m) => m.AuthLayout,
  ),
};

const exceptionScreen = (status: ExceptionStatus) =>
  lazyScreen(
    () => import('./pages/exception-pages.tsx'),
    (m) => m.EXCEPTION_SCREENS[status],
  );

const exceptionTitle = (status: ExceptionStatus): RouteHandle => ({
  title: { ns: 'ui', key: `exception.${status}.title` },
});

const notFound: RouteObject = {
  path: '*',
  handle: exceptionTitle(404),
  lazy: exceptionScreen(404),
};

const exceptionRoutes = ([403, 404, 405, 500] as const).flatMap((status): RouteObject[] => [
  { path: paths.exception[status], handle: exceptionTitle(status), lazy: exceptionScreen(status) },
  { path: `/exception/${status}`, handle: exceptionTitle(status), lazy: exceptionScreen(status) },
]);

/** Menu paths: the built screen, or the not-found page until the capability exists. */
const menuRoutes = (): RouteObject[] =>
  MENU.flatMap((entry): RouteObject[] => {
    const leaves = isMenuGroup(entry) ? entry.children : [entry];
    const groupRedirect: RouteObject[] =
      isMenuGroup(entry) && entry.path && entry.children[0]
        ? [{ path: entry.path, Component: () => <GroupRedirect path={entry.path!} /> }]
        : [];
    return [
      ...groupRedirect,
      ...leaves
        .filter((leaf) => leaf.layout === undefined)
        .map((leaf): RouteObject => ({
          path: leaf.path,
          handle: {
            title: { ns: 'menu', key: leaf.name },
            access: accessRuleForPath(leaf.path),
          } satisfies RouteHandle,
          lazy: leaf.screen ? lazyComponent(leaf.screen) : exceptionScreen(404),
        })),
    ];
  });

/** Home (spec §2): the main page, or else the first menu entry with a path the user may open. */
const HomeRedirect = () => {
  const user = useCurrentUser();
  return <Navigate to={homePath(menuFor((path) => canOpenPath(user, path)))} replace />;
};

/** A group's path leads to its first child the user may open. */
const GroupRedirect = ({ path }: { path: string }) => {
  const user = useCurrentUser();
  const group = menuFor((p) => canOpenPath(user, p)).find((e) => e.path === path);
  const first = group && isMenuGroup(group) ? group.children[0]?.path : undefined;
  return <Navigate to={first ?? paths.exception[403]} replace />;
};

const identityTitle = (titleKey: string) =>
  ({ title: { ns: 'identity', key: `titles.${titleKey}` } }) satisfies RouteHandle;

const identityScreen = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  titleKey: string,
): RouteObject => ({ handle: identityTitle(titleKey), lazy: lazyScreen(load, (m) => m[name]) });

/** Screens open without login (spec §2 "routes open without login"). */
const publicRoutes: RouteObject[] = [
  { path: paths.user.login, handle: identityTitle('login'), Component: LoginScreen },
  {
    path: paths.user.register,
    ...identityScreen(
      () => import('../features/identity/components/register-screen.tsx'),
      'RegisterScreen',
      'register',
    ),
  },
  {
    path: paths.user.registerResult,
    ...identityScreen(
      () => import('../features/identity/components/register-result-screen.tsx'),
      'RegisterResultScreen',
      'registerResult',
    ),
  },
  {
    path: paths.user.regTips,
    ...identityScreen(
      () => import('../features/identity/components/reg-tips-screen.tsx'),
      'RegTipsScreen',
      'regTips',
    ),
  },
  {
    path: paths.user.forgetPwd,
    ...identityScreen(
      () => import('../features/identity/components/forget-pwd-screen.tsx'),
      'ForgetPwdScreen',
      'forgetPwd',
    ),
  },
  {
    path: paths.user.loginTo,
    ...identityScreen(
      () => import('../features/identity/components/login-to-screen.tsx'),
      'LoginToScreen',
      'loginTo',
    ),
  },
  {
    path: paths.user.inbox,
    ...identityScreen(
      () => import('../features/identity/components/dev-inbox-screen.tsx'),
      'DevInboxScreen',
      'inbox',
    ),
  },
  { index: true, element: <Navigate to={paths.user.login} replace /> },
  notFound,
];

const protocolRoutes: RouteObject[] = [
  {
    path: paths.protocol.server,
    handle: { title: { ns: 'protocol', key: 'server.menuTitle' } } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/protocol/components/protocol-screen.tsx'),
      (m) => m.ProtocolServerScreen,
    ),
  },
  {
    path: paths.protocol.policy,
    handle: { title: { ns: 'protocol', key: 'policy.menuTitle' } } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/protocol/components/protocol-screen.tsx'),
      (m) => m.ProtocolPolicyScreen,
    ),
  },
  { index: true, element: <Navigate to={paths.protocol.server} replace /> },
  notFound,
];

/**
 * A screen of an area outside the side menu: its title from the area's texts (`keyPrefix` before
 * the key), who may open it, its code loaded lazily.
 */
const areaScreen =
  (ns: string, keyPrefix = '') =>
  <K extends string>(
    path: string,
    load: () => Promise<Record<K, ComponentType>>,
    name: K,
    titleKey: string,
    access?: RouteHandle['access'],
  ): RouteObject => ({
    path,
    handle: {
      title: { ns, key: `${keyPrefix}${titleKey}` },
      ...(access ? { access } : {}),
    } satisfies RouteHandle,
    lazy: lazyScreen(load, (m) => m[name]),
  });

const securityScreen = areaScreen('security', 'titles.');

/**
 * Account-centre sub-screens: every logged-in user may open them, like /secure — but the renewal of
 * the merchant's documents, which is the main user's.
 */
const securityRoutes: RouteObject[] = [
  securityScreen(
    paths.security.setPwd,
    () => import('../features/security/components/pay-password-screens.tsx'),
    'SetPayPasswordScreen',
    'setPwd',
  ),
  securityScreen(
    paths.security.password,
    () => import('../features/security/components/pay-password-screens.tsx'),
    'ChangePayPasswordScreen',
    'password',
  ),
  securityScreen(
    paths.security.forgotPwd,
    () => import('../features/security/components/pay-password-screens.tsx'),
    'ResetPayPasswordScreen',
    'forgotPwd',
  ),
  securityScreen(
    paths.security.authInfo,
    () => import('../features/security/components/authenticator-screen.tsx'),
    'AuthenticatorScreen',
    'authInfo',
  ),
  {
    path: paths.renewFile,
    handle: {
      title: { ns: 'documents', key: 'titles.renewFile' },
      access: { adminOnly: true },
    } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('./pages/renew-document-page.tsx'),
      (m) => m.RenewDocumentPage,
    ),
  },
];

const certificationScreen = <K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  titleKey: string,
  access: RouteHandle['access'] | null = CERTIFICATION_ACCESS,
): RouteObject => ({
  path,
  handle: {
    title: { ns: 'certification', key: `titles.${titleKey}` },
    ...(access ? { access } : {}),
  } satisfies RouteHandle,
  lazy: lazyScreen(load, (m) => m[name]),
});

const certificationComponents = {
  hub: () => import('../features/certification/components/hub-screen.tsx'),
  company: () => import('../features/certification/components/company-screen.tsx'),
  people: () => import('../features/certification/components/people-screen.tsx'),
  documents: () => import('../features/certification/components/documents-screen.tsx'),
  individual: () => import('../features/certification/components/individual-screen.tsx'),
  checkInfo: () => import('../features/certification/components/check-info-screen.tsx'),
  agreement: () => import('../features/certification/components/agreement-screen.tsx'),
  lookQrCode: () => import('../features/certification/components/look-qr-code-screen.tsx'),
  realAuth: () => import('../features/certification/components/real-auth-screen.tsx'),
  materials: () => import('../features/certification/components/materials-screen.tsx'),
  living: () => import('../features/certification/components/living-screens.tsx'),
};

/**
 * Screens of the /auth layout (signed in, without the side menu): the real-name certification,
 * the main user's (spec realname and its sub-forms). The spec's auth and personAuth lead to its hub.
 */
const authRoutes: RouteObject[] = [
  certificationScreen(
    paths.certification.hub,
    certificationComponents.hub,
    'CertificationHubScreen',
    'hub',
  ),
  certificationScreen(
    paths.certification.company,
    certificationComponents.company,
    'CompanyScreen',
    'company',
  ),
  certificationScreen(
    paths.certification.people,
    certificationComponents.people,
    'PeopleScreen',
    'people',
  ),
  certificationScreen(
    paths.certification.documents,
    certificationComponents.documents,
    'DocumentsScreen',
    'documents',
  ),
  certificationScreen(
    paths.certification.individual,
    certificationComponents.individual,
    'IndividualScreen',
    'individual',
  ),
  certificationScreen(
    paths.certification.checkInfo,
    certificationComponents.checkInfo,
    'CheckInfoScreen',
    'checkInfo',
  ),
  certificationScreen(
    paths.certification.agreement,
    certificationComponents.agreement,
    'AgreementScreen',
    'agreement',
  ),
  certificationScreen(
    paths.certification.lookQrCode,
    certificationComponents.lookQrCode,
    'LookQrCodeScreen',
    'lookQrCode',
  ),
  certificationScreen(
    paths.certification.realAuth,
    certificationComponents.realAuth,
    'RealAuthScreen',
    'realAuth',
  ),
  certificationScreen(
    paths.certification.materials,
    certificationComponents.materials,
    'MaterialsScreen',
    'materials',
  ),
  { path: paths.auth.auth, element: <Navigate to={paths.certification.hub} replace /> },
  { path: paths.auth.personAuth, element: <Navigate to={paths.certification.hub} replace /> },
  notFound,
];

/**
 * The liveness check on the legal person's phone: open without login (spec living, video,
 * livingRes), in the public layout.
 */
const livenessRoutes: RouteObject[] = [
  certificationScreen(
    paths.liveness.living,
    certificationComponents.living,
    'LivingScreen',
    'living',
    null,
  ),
  certificationScreen(
    paths.liveness.video,
    certificationComponents.living,
    'VideoScreen',
    'video',
    null,
  ),
  certificationScreen(
    paths.liveness.result,
    certificationComponents.living,
    'LivingResultScreen',
    'livingRes',
    null,
  ),
];

/** Screens of the main layout outside the side menu. */
const signedInRoutes: RouteObject[] = [
  { index: true, Component: HomeRedirect },
  {
    path: paths.team,
    handle: {
      title: { ns: 'team', key: 'title' },
      access: { adminOnly: true },
    } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/team/components/team-screen.tsx'),
      (m) => m.TeamScreen,
    ),
  },
  // The message centre: every logged-in user (ALWAYS_ALLOWED_PATHS), reached from the bell and the
  // avatar menu.
  {
    path: paths.notice.list,
    handle: { title: { ns: 'notice', key: 'title' } } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/notice/components/message-centre-screen.tsx'),
      (m) => m.MessageCentreScreen,
    ),
  },
  {
    path: paths.notice.detail,
    handle: { title: { ns: 'notice', key: 'detail.title' } } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/notice/components/notice-detail-screen.tsx'),
      (m) => m.NoticeDetailScreen,
    ),
  },
  { path: paths.notice.root, element: <Navigate to={paths.notice.list} replace /> },
  // The download centre: every logged-in user (ALWAYS_ALLOWED_PATHS), reached from the header's
  // download icon and an export's notice. The spec's address (/auth/downloadAll) is kept, but the
  // screen sits in the main layout: it is part of the daily work (menu, bell, avatar at hand),
  // not a step before it like the verification screens. Records are the user's own.
  {
    path: paths.auth.downloadAll,
    handle: { title: { ns: 'download', key: 'title' } } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/download/components/download-centre-screen.tsx'),
      (m) => m.DownloadCentreScreen,
    ),
  },
  {
    path: paths.walletDetail,
    handle: {
      title: { ns: 'wallet', key: 'details.title' },
      access: { permission: 'wallet:view' },
    } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/wallet/components/fund-detail-screen.tsx'),
      (m) => m.FundDetailScreen,
    ),
  },
  {
    path: paths.walletTransfer,
    handle: {
      title: { ns: 'wallet', key: 'transfer.title' },
      access: { permission: 'wallet:operate' },
    } satisfies RouteHandle,
    lazy: lazyScreen(
      () => import('../features/wallet/components/transfer-screen.tsx'),
      (m) => m.TransferScreen,
    ),
  },
];

/** Screens of the global accounts beyond their menu entries (the entry stays highlighted). */
const collectionScreen = areaScreen('collection');

/** Screens of the trade contracts beyond their menu entry (in the global accounts group). */
const contractScreen = <K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  titleKey: string,
  access: RouteHandle['access'],
): RouteObject => ({
  path,
  handle: { title: { ns: 'contract', key: titleKey }, access } satisfies RouteHandle,
  lazy: lazyScreen(load, (m) => m[name]),
});

const contractForm = () => import('../features/contract/components/contract-form-screen.tsx');

const contractRoutes: RouteObject[] = [
  contractScreen(paths.contractAdd, contractForm, 'ContractAddScreen', 'form.addTitle', {
    permission: 'contract:operate',
  }),
  contractScreen(paths.contractEdit, contractForm, 'ContractEditScreen', 'form.editTitle', {
    permission: 'contract:operate',
  }),
  contractScreen(
    paths.contractDetail,
    () => import('../features/contract/components/contract-detail-screen.tsx'),
    'ContractDetailScreen',
    'detail.title',
    { permission: 'contract:view' },
  ),
  contractScreen(
    paths.contractAssociate,
    () => import('../features/contract/components/associate-screen.tsx'),
    'AssociateScreen',
    'associate.title',
    { permission: 'contract:operate' },
  ),
];

const collectionRoutes: RouteObject[] = [
  ...contractRoutes,
  collectionScreen(
    paths.actApply,
    () => import('../features/collection/components/apply-screen.tsx'),
    'ApplyScreen',
    'apply.title',
    { permission: 'act:operate' },
  ),
  collectionScreen(
    paths.actDetail,
    () => import('../features/collection/components/account-detail-screen.tsx'),
    'AccountDetailScreen',
    'account.title',
    { permission: 'act:view' },
  ),
  collectionScreen(
    paths.collectDetail,
    () => import('../features/collection/components/collection-detail-screen.tsx'),
    'CollectionDetailScreen',
    'collection.title',
    { permission: 'collect:view' },
  ),
];

/** Screens of the shops beyond their menu entry (the entry stays highlighted). */
const shopScreen = areaScreen('shop');

const shopComponents = {
  form: () => import('../features/shop/components/shop-form-screen.tsx'),
  detail: () => import('../features/shop/components/shop-detail-screen.tsx'),
  login: () => import('../features/shop/components/auth-login-screen.tsx'),
  handle: () => import('../features/shop/components/auth-handle-screen.tsx'),
  callback: () => import('../features/shop/components/auth-callback-screen.tsx'),
  result: () => import('../features/shop/components/auth-result-screen.tsx'),
  activa: () => import('../features/shop/components/auth-activa-screen.tsx'),
  pay: () => import('../features/shop/components/auth-pay-screen.tsx'),
  help: () => import('../features/shop/components/help-screens.tsx'),
};

const shopRoutes: RouteObject[] = [
  shopScreen(paths.shopAdd, shopComponents.form, 'ShopAddScreen', 'form.addTitle', {
    permission: 'shop:operate',
  }),
  shopScreen(paths.shopEdit, shopComponents.form, 'ShopEditScreen', 'form.editTitle', {
    permission: 'shop:operate',
  }),
  shopScreen(paths.shopDetail, shopComponents.detail, 'ShopDetailScreen', 'detail.title', {
    permission: 'shop:view',
  }),
];

/**
 * A shop's authorization hand-off and the order-report help: open without login (spec), in the
 * public layout. The sandbox platform's sign-in and consent stand in for a marketplace's pages.
 */
const shopPublicRoutes: RouteObject[] = [
  shopScreen(paths.shopAuth.login, shopComponents.login, 'AuthLoginScreen', 'auth.login.title'),
  shopScreen(
    paths.shopAuth.handle,
    shopComponents.handle,
    'AuthHandleScreen',
    'auth.consent.title',
  ),
  shopScreen(
    paths.shopAuth.callback,
    shopComponents.callback,
    'AuthCallbackScreen',
    'auth.callback.title',
  ),
  shopScreen(
    paths.shopAuth.result,
    shopComponents.result,
    'AuthResultScreen',
    'auth.result.pageTitle',
  ),
  shopScreen(
    paths.help.orderExport,
    shopComponents.help,
    'OrderExportHelpScreen',
    'help.orderExport.title',
  ),
  shopScreen(
    paths.help.amazonReport,
    shopComponents.help,
    'AmazonReportScreen',
    'help.amazonReport.title',
  ),
  shopScreen(paths.help.shopyy, shopComponents.help, 'ShopyyHelpScreen', 'help.shopyy.title'),
];

/**
 * The payout set-up after an authorization (spec authActiva, authPay): they act on the merchant's
 * shop, so they sit behind the sign-in (a visitor logs in first and comes back), without the side
 * menu, like the /auth layout's screens.
 */
const shopSignedInRoutes: RouteObject[] = [
  shopScreen(paths.shopAuth.activa, shopComponents.activa, 'AuthActivaScreen', 'activa.title', {
    permission: 'shop:operate',
  }),
  shopScreen(paths.shopAuth.pay, shopComponents.pay, 'AuthPayScreen', 'pay.title', {
    permission: 'shop:view',
  }),
];

/** Screens of the payees beyond their menu entry (the entry stays highlighted). */
const payeeScreen = areaScreen('payee');
const payeeForm = () => import('../features/payee/components/payee-form-screen.tsx');

const payeeRoutes: RouteObject[] = [
  payeeScreen(paths.payeeAdd, payeeForm, 'PayeeAddScreen', 'form.addTitle', {
    permission: 'payee:operate',
  }),
  payeeScreen(paths.payeeEdit, payeeForm, 'PayeeEditScreen', 'form.editTitle', {
    permission: 'payee:operate',
  }),
  payeeScreen(
    paths.payeeDetail,
    () => import('../features/payee/components/payee-detail-screen.tsx'),
    'PayeeDetailScreen',
    'detail.title',
    { permission: 'payee:view' },
  ),
];

/** Screens of the settlement quota beyond its menu entry (the entry stays highlighted). */
const quotaScreen = areaScreen('quota');

const quotaRoutes: RouteObject[] = [
  quotaScreen(
    paths.limitDetail,
    () => import('../features/quota/components/quota-detail-screen.tsx'),
    'QuotaDetailScreen',
    'detail.title',
    { permission: 'limit:view' },
  ),
  quotaScreen(
    paths.limitApply,
    () => import('../features/quota/components/apply-quota-screen.tsx'),
    'ApplyQuotaScreen',
    'apply.title',
    { permission: 'limit:operate' },
  ),
];

/** Screens of the exchange beyond its menu entries (the records' entry stays highlighted). */
const exchangeRoutes: RouteObject[] = [
  areaScreen('exchange')(
    paths.exchangeOrderDetail,
    () => import('../features/exchange/components/order-detail-screen.tsx'),
    'OrderDetailScreen',
    'detail.title',
    { permission: 'exchangeOrder:view' },
  ),
];

/** Screens of the payouts beyond their menu entries (the entries stay highlighted). */
const payoutScreen = areaScreen('payout');

const payoutRoutes: RouteObject[] = [
  payoutScreen(
    paths.payOrderDetail,
    () => import('../features/payout/components/payout-detail-screen.tsx'),
    'PayoutDetailScreen',
    'detail.title',
    { permission: 'payOrder:view' },
  ),
  payoutScreen(
    paths.payApprovals,
    () => import('../features/payout/components/approval-policy-screen.tsx'),
    'ApprovalPolicyScreen',
    'policy.title',
    { permission: 'pay:view' },
  ),
  payoutScreen(
    paths.payBatch,
    () => import('../features/payout/components/batch-pay-screen.tsx'),
    'BatchPayScreen',
    'batch.title',
    { permission: 'pay:operate' },
  ),
  payoutScreen(
    paths.payBatchDetail,
    () => import('../features/payout/components/batch-detail-screen.tsx'),
    'BatchDetailScreen',
    'batchDetail.title',
    { permission: 'payOrder:view' },
  ),
];

export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.user.root, Component: PublicLayout, children: publicRoutes },
      { path: paths.protocol.root, Component: PublicLayout, children: protocolRoutes },
      // Spec §2's /auth layout; its download centre lives in the main layout (signedInRoutes): a
      // static path there outranks this layout's not-found.
      { path: paths.auth.root, lazy: layout.auth, children: authRoutes },
      { Component: PublicLayout, children: livenessRoutes },
      { Component: PublicLayout, children: shopPublicRoutes },
      { lazy: layout.auth, children: shopSignedInRoutes },
      ...exceptionRoutes,
      {
        lazy: layout.main,
        children: [
          ...signedInRoutes,
          ...securityRoutes,
          ...collectionRoutes,
          ...shopRoutes,
          ...exchangeRoutes,
          ...payeeRoutes,
          ...quotaRoutes,
          ...payoutRoutes,
          ...menuRoutes(),
        ],
      },
      notFound,
    ],
  },
];
