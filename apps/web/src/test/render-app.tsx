// Renders the whole portal (real routes, providers, locales) at a path, with fetch stubbed: by
// default a signed-in main user whose merchantInfo.json answers, and every other call failing as
// if the server were down.
import {
  ALL_PERMISSIONS,
  AccountState,
  type Language,
  type MerchantInfo,
} from '@tradebridge/contracts';
import { createQueryClient, setToken } from '@tradebridge/ui';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createRoutes } from '../app/routes.tsx';
import { createWebI18n } from '../lib/i18n.ts';

// Lazy screens and antd's first render are slow under a busy CI: wait up to 5 s for what appears.
configure({ asyncUtilTimeout: 5_000 });

export type FetchStub = (url: string, init: RequestInit) => Promise<Response>;

/** What a stubbed call answers: a result, a failure envelope, or a function of the body. */
export type StubAnswer =
  | { result: unknown }
  | { errorCode: string; message?: string; fields?: { field: string; message: string }[] }
  | ((body: unknown) => StubAnswer | Promise<StubAnswer>);

export type StubAnswers = Record<string, StubAnswer>;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The path of a gateway call without prefix and query: 'login.json', 'inbox'. */
export const callPath = (url: string) =>
  url.replace(/^\/finance-gateway\/api\/(mer|dev)\//, '').split('?')[0] ?? '';

/** A fetch that answers the listed calls and fails the others like an unreachable server. */
export const apiStub =
  (answers: StubAnswers): FetchStub =>
  async (url, init) => {
    let answer = answers[callPath(url)];
    if (!answer) throw new TypeError('Failed to fetch');
    if (typeof answer === 'function') {
      answer = await answer(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    }
    if ('result' in answer) return json({ status: 1, result: answer.result });
    return json({ status: 0, message: '', ...answer });
  };

export const configDetail = (productName = 'Tradebridge', devInbox = false) => ({
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
  /** Answers by call path; merchantInfo.json answers `user` unless given here. */
  api?: StubAnswers;
  /** The signed-in user (a session token is set); null: nobody is logged in. */
  user?: MerchantInfo | null;
  /** Replaces the whole stub. */
  fetch?: FetchStub;
};

export const renderApp = (
  path: string,
  { language = 'zh-CN', api = {}, user = mainUser(), fetch }: RenderAppOptions = {},
) => {
  if (user) setToken('test-session-token');
  const stub =
    fetch ?? apiStub(user ? { 'merchantInfo.json': { result: user }, ...api } : { ...api });
  const fetchMock = vi.fn(stub);
  vi.stubGlobal('fetch', fetchMock);
  const i18n = createWebI18n({ language });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(<App i18n={i18n} queryClient={createQueryClient()} router={router} />);
  /** The parsed JSON bodies sent to a call path. */
  const bodiesOf = (callName: string): unknown[] =>
    fetchMock.mock.calls
      .filter(([url]) => callPath(url) === callName)
      .map(([, init]) => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined));
  return { ...view, router, i18n, fetchMock, bodiesOf };
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
