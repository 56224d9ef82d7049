// Renders the whole console (real routes, providers, locales) at a path, with the operator API
// answered by a table of handlers instead of the network.
import type { Language, Operator, OperatorRole } from '@tradebridge/contracts';
import { clearToken, createQueryClient, setFinanceToken, setToken } from '@tradebridge/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createRoutes } from '../app/routes.tsx';
import { OPS_API_BASE } from '../lib/api.ts';
import { createConsoleI18n } from '../lib/i18n.ts';
import { configureConsoleSession } from '../lib/session.ts';

/** A failure answer of a handler: `{ status: 0, errorCode, message }`. */
export class Failure {
  constructor(
    readonly errorCode: string,
    readonly message = errorCode,
  ) {}
}

/**
 * Path under /api/ops/ (e.g. 'me.json') → answer for the request body: a result, a Failure, a raw
 * Response (e.g. file bytes), or a thrown error (a network failure).
 */
export type Handlers = Record<string, (body: Record<string, unknown>) => unknown>;

export const operatorOf = (role: OperatorRole, overrides: Partial<Operator> = {}): Operator => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${role}@tradebridge.dev`,
  name: `Test ${role}`,
  phone: '',
  role,
  state: 1,
  totpEnrolled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const answer = (handlers: Handlers) => async (url: string, init: RequestInit) => {
  const path = url.startsWith(OPS_API_BASE) ? url.slice(OPS_API_BASE.length) : url;
  const handler = handlers[path];
  if (!handler) return json({ status: 0, errorCode: 'API_NOT_FOUND', message: path }, 404);
  const body =
    typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  const result = await handler(body);
  if (result instanceof Response) return result;
  return result instanceof Failure
    ? json({ status: 0, errorCode: result.errorCode, message: result.message }, 400)
    : json({ status: 1, result });
};

/** The requests the console sent to a path, in order. */
export const callsOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `${OPS_API_BASE}${path}`)
    .map(([, init]) => {
      const request = init as RequestInit;
      return {
        body: JSON.parse(request.body as string) as Record<string, unknown>,
        headers: new Headers(request.headers),
      };
    });

/** The request bodies the console sent to a path, in order. */
export const bodiesOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `${OPS_API_BASE}${path}`)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

export type RenderOptions = {
  language?: Language;
  handlers?: Handlers;
  /** Log in as an operator of this role (a token is stored and me.json answers). */
  as?: OperatorRole | Operator;
};

export const renderApp = (
  path: string,
  { language = 'zh-CN', handlers = {}, as }: RenderOptions = {},
) => {
  configureConsoleSession();
  clearToken();
  const all: Handlers = { ...handlers };
  if (as) {
    const operator = typeof as === 'string' ? operatorOf(as) : as;
    setToken('test-token');
    setFinanceToken('test-finance-token');
    all['me.json'] ??= () => operator;
  }
  const fetchMock = vi.fn(answer(all));
  vi.stubGlobal('fetch', fetchMock);
  const i18n = createConsoleI18n({ language });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(<App i18n={i18n} queryClient={createQueryClient()} router={router} />);
  return { ...view, router, i18n, fetchMock };
};

/** What a test leaves behind: stubs, tokens, storage. */
export const cleanUp = () => {
  vi.unstubAllGlobals();
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
};
