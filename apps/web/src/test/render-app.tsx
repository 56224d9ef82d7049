// Renders the whole portal (real routes, providers, locales) at a path, with fetch stubbed by the
// typed API stub of @tradebridge/ui/test: by default a signed-in main user whose merchant info
// answers, and every other call failing as if the server were down.
import {
  ALL_PERMISSIONS,
  AccountState,
  type Language,
  type MerchantInfo,
  identityApi,
  settingsApi,
} from '@tradebridge/contracts';
import { clearToken, createQueryClient, setToken, storeLanguage } from '@tradebridge/ui';
import { createApiStub, on, type StubAnswers } from '@tradebridge/ui/test';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createRoutes } from '../app/routes.tsx';
import { createWebI18n } from './i18n.ts';

// Lazy screens and antd's first render are slow under a busy CI: wait up to 5 s for what appears.
configure({ asyncUtilTimeout: 5_000 });

/** The portal's settings answer, with a product name and the development inbox on or off. */
export const configDetail = (productName = 'Tradebridge', devInbox = false) =>
  on(settingsApi.configDetail, {
    result: {
      productName,
      appFileUrl: '/finance-gateway/files/',
      appRealUrl: '/',
      onlyFiat: false,
      merchantLoadLogoBase64: '',
      merchantTabLogo: '',
      merchantMenuLogo: '',
      devInbox,
    },
  });

export const mainUser = (overrides: Partial<MerchantInfo> = {}): MerchantInfo => ({
  id: '00000000-0000-4000-8000-000000000001',
  accountNo: 'U100000001',
  email: 'demo@tradebridge.dev',
  mPhone: null,
  areaCode: null,
  name: 'Demo Admin',
  merNo: 'M100000001',
  merchantName: 'Demo Trading Co., Ltd.',
  authIdList: [...ALL_PERMISSIONS],
  adminFlag: true,
  state: AccountState.Normal,
  userState: 1,
  entityType: 'b',
  channelNo: null,
  country: 'CN',
  isOpenNra: false,
  bizList: [],
  subAuths: [],
  accountManager: { name: 'Li Wei', email: 'li.wei@tradebridge.dev', phone: '+86 21 6000 1001' },
  frozenReason: null,
  language: 'zh-CN',
  ...overrides,
});

/** The demo member: everything but the wallet, operate nothing but payees. */
export const memberUser = (overrides: Partial<MerchantInfo> = {}): MerchantInfo =>
  mainUser({
    id: '00000000-0000-4000-8000-000000000002',
    accountNo: 'U100000002',
    email: 'member@tradebridge.dev',
    name: 'Mia Member',
    adminFlag: false,
    authIdList: ALL_PERMISSIONS.filter(
      (id) => !id.startsWith('wallet:') && (id.endsWith(':view') || id === 'payee:operate'),
    ),
    ...overrides,
  });

export type RenderAppOptions = {
  language?: Language;
  /** Answers by operation; merchant info answers `user` unless given here. */
  api?: StubAnswers;
  /** The signed-in user (a session token is set); null: nobody is logged in. */
  user?: MerchantInfo | null;
  /**
   * The language was chosen in this tab (session storage), as a user does with the switch; false:
   * a new tab, which takes the signed-in user's language.
   */
  languageChosen?: boolean;
  /** Rendered in React's StrictMode, as the built portal is (effects run twice on mounting). */
  strict?: boolean;
};

export const renderApp = (
  path: string,
  {
    language = 'zh-CN',
    api = [],
    user = mainUser(),
    languageChosen = true,
    strict = false,
  }: RenderAppOptions = {},
) => {
  if (user) setToken('test-session-token');
  if (languageChosen) storeLanguage(language);
  // A call nobody answers fails like an unreachable server.
  const stub = createApiStub(user ? [on(identityApi.merchantInfo, { result: user }), ...api] : api);
  const fetchMock = vi.fn(stub.fetch);
  vi.stubGlobal('fetch', fetchMock);
  const i18n = createWebI18n({ language });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const app = <App i18n={i18n} queryClient={queryClient} router={router} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const { callsTo, inputsTo } = stub;
  return { ...view, router, i18n, queryClient, fetchMock, callsTo, inputsTo };
};

/** Waits until the portal is at `url`: its path and query string, as the address bar shows them. */
export const expectAt = (router: ReturnType<typeof renderApp>['router'], url: string) =>
  waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(url),
  );

/**
 * Renders the portal at `path` and waits for the screen of `testId` (up to `timeout` ms, else the
 * configured wait); gives the screen's element and a user to act on it.
 */
export const openScreen = async (
  path: string,
  testId: string,
  options: RenderAppOptions = {},
  timeout?: number,
) => {
  const view = renderApp(path, options);
  const screenEl = await screen.findByTestId(testId, {}, timeout ? { timeout } : undefined);
  return { ...view, screenEl, user: userEvent.setup() };
};

/** Like `openScreen`, and waits for the screen's form (by its test id `formId`) too. */
export const openForm = async (
  path: string,
  testId: string,
  formId: string,
  options: RenderAppOptions = {},
  timeout?: number,
) => {
  const opened = await openScreen(path, testId, options, timeout);
  const form = await within(opened.screenEl).findByTestId(formId);
  return { ...opened, form };
};

/**
 * Loads the lazy screens (and the layout around them) a file renders before its first test: their
 * first import under a busy CI takes longer than a test's timeout.
 */
export const preload = (...loaders: Array<() => Promise<unknown>>) =>
  beforeAll(() => Promise.all(loaders.map((load) => load())), 60_000);

/** What a test leaves behind: real timers again, no stubbed fetch or env, no session or token. */
export const resetPortal = () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
  clearToken();
};

/**
 * What a screen test file sets up: the lazy screens it renders loaded before its first test (see
 * `preload`), the portal reset after each test, and each test's timeout when `testTimeout` says.
 */
export const screenTests = (
  { testTimeout }: { testTimeout?: number },
  ...loaders: Array<() => Promise<unknown>>
) => {
  preload(...loaders);
  afterEach(resetPortal);
  if (testTimeout) vi.setConfig({ testTimeout });
};

/** Types into an input at once (userEvent.type goes key by key, which is slow with antd). */
export const fill = async (
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: Element,
  text: string,
) => {
  await user.click(element);
  await user.paste(text);
};
