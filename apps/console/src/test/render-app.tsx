// Renders the whole console (real routes, providers, locales) at a path, with the operator API
// answered by the typed API stub of @tradebridge/ui/test instead of the network; a call nobody
// answers gets the server's API_NOT_FOUND.
import {
  operatorsApi,
  type CurrentOperator,
  type Language,
  type OperatorRole,
} from '@tradebridge/contracts';
import {
  clearToken,
  createQueryClient,
  setFinanceToken,
  setToken,
  storeLanguage,
} from '@tradebridge/ui';
import { createApiStub, on, type StubAnswers, type StubEntry } from '@tradebridge/ui/test';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createRoutes } from '../app/routes.tsx';
import { createConsoleI18n } from './i18n.ts';
import { configureConsoleSession } from '../lib/session.ts';

export const operatorOf = (
  role: OperatorRole,
  overrides: Partial<CurrentOperator> = {},
): CurrentOperator => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${role}@tradebridge.dev`,
  name: `Test ${role}`,
  phone: '',
  role,
  state: 1,
  totpEnrolled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  language: 'zh-CN',
  ...overrides,
});

export type RenderOptions = {
  language?: Language;
  /** Answers by operation. */
  api?: StubAnswers;
  /** Log in as an operator of this role (a token is stored and the operator's me answers). */
  as?: OperatorRole | CurrentOperator;
  /**
   * The language was chosen in this tab (session storage), as with the switch; false: a new tab,
   * which takes the signed-in operator's language.
   */
  languageChosen?: boolean;
};

export const renderApp = (
  path: string,
  { language = 'zh-CN', api = [], as, languageChosen = true }: RenderOptions = {},
) => {
  configureConsoleSession();
  clearToken();
  if (languageChosen) storeLanguage(language);
  const signedIn: StubEntry[] = [];
  if (as) {
    // An operator given by role works in the language the test renders in.
    const operator = typeof as === 'string' ? operatorOf(as, { language }) : as;
    setToken('test-token');
    setFinanceToken('test-finance-token');
    signedIn.push(on(operatorsApi.me, { result: operator }));
  }
  const stub = createApiStub([...signedIn, ...api], { unknown: 'not-found' });
  const fetchMock = vi.fn(stub.fetch);
  vi.stubGlobal('fetch', fetchMock);
  const i18n = createConsoleI18n({ language });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(<App i18n={i18n} queryClient={createQueryClient()} router={router} />);
  return { ...view, router, i18n, fetchMock, callsTo: stub.callsTo, inputsTo: stub.inputsTo };
};

/** What a test leaves behind: stubs, tokens, storage. */
export const cleanUp = () => {
  vi.unstubAllGlobals();
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
};
