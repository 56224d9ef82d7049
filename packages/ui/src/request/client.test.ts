import { LANGUAGES, operation } from '@tradebridge/contracts';
import { ERROR_MESSAGES, errorMessage } from '@tradebridge/contracts/error-messages';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerErrorTexts } from '../i18n/error-texts.ts';
import { storeLanguage } from '../i18n/languages.ts';
import { NO_LOGIN_FLAG_KEY, resetNoLoginFlag } from '../session/no-login-flag.ts';
import { clearToken, setToken } from '../session/token.ts';
import { caught } from '../test/caught.ts';
import { recordingFetch, untilAborted, type Call } from '../test/recording-fetch.ts';
import { createApiClient, isH5Path, type ApiClientOptions } from './client.ts';

// The apps register each language's messages as its texts arrive; here, all of them.
for (const language of LANGUAGES) registerErrorTexts(language, ERROR_MESSAGES[language]);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const setup = (
  respond: (call: Call) => Response | Promise<Response>,
  extra: Partial<ApiClientOptions> = {},
) => {
  const handlers = {
    onNoLogin: vi.fn(),
    onLoginRepeat: vi.fn(),
    onUnauthorized: vi.fn(),
    onError: vi.fn(),
  };
  const { calls, fetch } = recordingFetch(respond);
  const api = createApiClient({
    basePath: '/finance-gateway/api/mer/',
    fetch,
    ...handlers,
    ...extra,
  });
  const header = (name: string, index = 0) => new Headers(calls[index]?.init.headers).get(name);
  return { api, calls, handlers, header };
};

const failure = (errorCode: string, message = `msg of ${errorCode}`, status = 200) =>
  json({ status: 0, errorCode, message }, status);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearToken();
});
afterEach(() => {
  vi.useRealTimers();
  clearToken();
});

describe('request headers', () => {
  it('sends the spec headers on a POST with a JSON body', async () => {
    setToken('session-token');
    localStorage.setItem('financeToken', 'finance-token');
    storeLanguage('ru-RU');
    const { api, calls, header } = setup(() => json({ status: 1, result: { ok: true } }));

    await expect(api.post('configDetail.json')).resolves.toEqual({ ok: true });

    expect(calls[0]!.url).toBe('/finance-gateway/api/mer/configDetail.json');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{}');
    expect(header('Content-Type')).toBe('application/json');
    expect(header('Authorization')).toBe('session-token');
    expect(header('Language')).toBe('ru-RU');
    expect(header('Session-Finance-Token')).toBe('finance-token');
    expect(header('request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(header('Source-Type')).toBeNull();
    expect(header('Idempotency-Key')).toBeNull();
  });

  it('makes a new request-id per call and defaults Language to zh-CN', async () => {
    const { api, header } = setup(() => json({ status: 1, result: null }));
    await api.post('a.json');
    await api.post('b.json');
    expect(header('request-id', 0)).not.toBe(header('request-id', 1));
    expect(header('Language')).toBe('zh-CN');
    expect(header('Authorization')).toBeNull();
    expect(header('Session-Finance-Token')).toBeNull();
  });

  it('adds Source-Type: H5 only for paths containing "mp" or "c2c"', async () => {
    const { api, header } = setup(() => json({ status: 1, result: null }));
    await api.post('mp/notice/list.json');
    await api.post('c2cOrder/list.json');
    await api.post('wallet/list.json', undefined, { params: { q: 'mp', c: 'c2c' } });
    expect(header('Source-Type', 0)).toBe('H5');
    expect(header('Source-Type', 1)).toBe('H5');
    expect(header('Source-Type', 2)).toBeNull();
    expect(isH5Path('login.json')).toBe(false);
    expect(isH5Path('x/c2c/y.json?z=1')).toBe(true);
  });

  it('sends an Idempotency-Key when given', async () => {
    const { api, header } = setup(() => json({ status: 1, result: null }));
    await api.post('payout/submit.json', { amount: '1.00' }, { idempotencyKey: 'key-1' });
    expect(header('Idempotency-Key')).toBe('key-1');
  });

  it('sends GET parameters in the query string and no body', async () => {
    const { api, calls } = setup(() => json({ status: 1, result: 'x' }));
    await api.get('common/vcode', { t: 5, skip: undefined });
    expect(calls[0]!.url).toBe('/finance-gateway/api/mer/common/vcode?t=5');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBeNull();
  });
});

describe('envelope', () => {
  it('returns the result of {status:1}', async () => {
    const { api } = setup(() => json({ status: 1, result: { productName: 'X' } }));
    await expect(api.post('configDetail.json')).resolves.toEqual({ productName: 'X' });
  });

  it('throws a typed ApiError for {status:0} and toasts the server message', async () => {
    const fields = [{ field: 'amount', message: 'bad' }];
    const { api, handlers } = setup(() =>
      json({ status: 0, errorCode: 'VALIDATION_FAILED', message: 'amount: bad', fields }, 400),
    );
    const error = await caught(api.post('x.json'));
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'amount: bad',
      httpStatus: 400,
      fields,
      fromEnvelope: true,
    });
    expect(handlers.onError).toHaveBeenCalledExactlyOnceWith('amount: bad', error);
  });

  it('does not toast a silent call', async () => {
    const { api, handlers } = setup(() => failure('INSUFFICIENT_BALANCE'));
    const error = await caught(api.post('x.json', {}, { silent: true }));
    expect(error.code).toBe('INSUFFICIENT_BALANCE');
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('falls back to the contracts message when the server sends none', async () => {
    storeLanguage('en-US');
    const { api } = setup(() =>
      json({ status: 0, errorCode: 'INSUFFICIENT_BALANCE', message: '' }, 409),
    );
    const error = await caught(api.post('x.json'));
    expect(error.message).toBe(errorMessage('INSUFFICIENT_BALANCE', 'en-US'));
  });

  it('a 2xx answer that is not an envelope is a server error', async () => {
    storeLanguage('en-US');
    const { api, handlers } = setup(() => new Response('<html></html>', { status: 200 }));
    const error = await caught(api.post('x.json'));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(handlers.onError).toHaveBeenCalledWith(errorMessage('SERVER_ERROR', 'en-US'), error);
  });
});

describe('spec §8 behaviour table', () => {
  it('NO_LOGIN calls the handler once per page session, without a toast', async () => {
    const { api, handlers } = setup(() => failure('NO_LOGIN', 'please log in', 401));
    const errors = await Promise.all([caught(api.post('a.json')), caught(api.post('b.json'))]);
    await caught(api.post('c.json'));
    expect(errors.map((e) => e.code)).toEqual(['NO_LOGIN', 'NO_LOGIN']);
    expect(handlers.onNoLogin).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(NO_LOGIN_FLAG_KEY)).toBe('1');
    expect(handlers.onError).not.toHaveBeenCalled();

    // a second client in the same tab (e.g. after a reload) still honours the flag
    const again = setup(() => failure('NO_LOGIN', 'please log in', 401));
    await caught(again.api.post('a.json'));
    expect(again.handlers.onNoLogin).not.toHaveBeenCalled();

    resetNoLoginFlag(); // a new login
    await caught(api.post('d.json'));
    expect(handlers.onNoLogin).toHaveBeenCalledTimes(2);
  });

  it('LOGIN_REPEAT hands the server message to the handler once', async () => {
    const { api, handlers } = setup(() => failure('LOGIN_REPEAT', 'logged in from Berlin', 401));
    await caught(api.post('a.json'));
    await caught(api.post('b.json'));
    expect(handlers.onLoginRepeat).toHaveBeenCalledTimes(1);
    expect(handlers.onLoginRepeat.mock.calls[0]![0]).toMatchObject({
      code: 'LOGIN_REPEAT',
      message: 'logged in from Berlin',
    });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('AUTH_401_ERROR calls onUnauthorized', async () => {
    const { api, handlers } = setup(() => failure('AUTH_401_ERROR', 'expired', 401));
    const error = await caught(api.post('a.json', {}, { silent: true }));
    expect(handlers.onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(handlers.onNoLogin).not.toHaveBeenCalled();
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('a fetch failure without a response is a localized "Network Error"', async () => {
    storeLanguage('en-US');
    const { api, handlers } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api.post('a.json'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Network Error', httpStatus: 0 });
    expect(handlers.onError).toHaveBeenCalledWith('Network Error', error);

    storeLanguage('zh-CN');
    const zh = await caught(api.post('a.json'));
    expect(zh.message).toBe(errorMessage('NETWORK_ERROR', 'zh-CN'));
  });

  it('times out after 60 s with the REQUEST_TIMEOUT message', async () => {
    vi.useFakeTimers();
    storeLanguage('en-US');
    const { api, handlers, calls } = setup(untilAborted);
    const pending = caught(api.post('slow.json'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: errorMessage('REQUEST_TIMEOUT', 'en-US'),
    });
    expect(handlers.onError).toHaveBeenCalledWith(error.message, error);
  });

  it('a caller cancelling is not shown as an error', async () => {
    const { api, handlers } = setup(untilAborted);
    const controller = new AbortController();
    const pending = api.post('a.json', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('another HTTP error with a non-envelope body shows the response data as text', async () => {
    const { api, handlers } = setup(
      () => new Response('upstream connect error', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await caught(api.post('a.json'));
    expect(error).toMatchObject({
      code: 'HTTP_ERROR',
      httpStatus: 502,
      message: 'upstream connect error',
    });
    expect(handlers.onError).toHaveBeenCalledWith('upstream connect error', error);
  });

  it('an HTTP error with an empty body shows the status', async () => {
    const { api, handlers } = setup(
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await caught(api.post('a.json'));
    expect(error.message).toBe('503 Service Unavailable');
    expect(handlers.onError).toHaveBeenCalledWith('503 Service Unavailable', error);
  });
});

describe('blob answers', () => {
  it('returns a file as a Blob and still parses a JSON failure', async () => {
    let answer: Response = new Response('PNGDATA', {
      status: 200,
      headers: { 'content-type': 'image/png' },
    });
    const { api } = setup(() => answer);
    const blob = await api.get<Blob>('common/vcode', undefined, { responseType: 'blob' });
    expect(await blob.text()).toBe('PNGDATA');

    answer = failure('NOT_FOUND', 'gone', 404);
    const error = await caught(api.get('common/vcode', undefined, { responseType: 'blob' }));
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('calls to operations of contracts', () => {
  const list = operation({
    api: 'mer',
    path: 'thing/list.json',
    tag: 'thing',
    summary: 'Things',
    request: z.object({ page: z.number() }),
    result: z.object({ total: z.number() }),
    access: { kind: 'user' },
  });
  const pay = operation({
    api: 'mer',
    path: 'thing/pay.json',
    tag: 'thing',
    summary: 'Pay',
    result: z.object({ orderNo: z.string() }),
    idempotent: true,
    access: { kind: 'user' },
  });
  const picture = operation({
    api: 'mer',
    method: 'GET',
    path: 'thing/picture',
    tag: 'thing',
    summary: 'A picture',
    request: z.object({ token: z.string() }),
    result: 'file',
    access: { kind: 'public' },
  });

  it('posts the input to the operation’s path and answers its result', async () => {
    const { api, calls } = setup(() => json({ status: 1, result: { total: 3 } }));
    const result: { total: number } = await api.call(list, { page: 2 });
    expect(result).toEqual({ total: 3 });
    expect(calls[0]!.url).toBe('/finance-gateway/api/mer/thing/list.json');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"page":2}');
  });

  it('sends the Idempotency-Key an idempotent operation requires', async () => {
    const { api, header } = setup(() => json({ status: 1, result: { orderNo: 'X1' } }));
    await api.call(pay, undefined, { idempotencyKey: 'key-00000001' });
    expect(header('Idempotency-Key')).toBe('key-00000001');
  });

  it('reads a GET operation’s input as its query and a file result as a file', async () => {
    const { api, calls } = setup(
      () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const file = await api.call(picture, { token: 'abc' });
    expect(calls[0]!.url).toBe('/finance-gateway/api/mer/thing/picture?token=abc');
    expect(calls[0]!.init.method).toBe('GET');
    expect(file.contentType).toBe('image/svg+xml');
    expect(api.urlOf(picture, { token: 'abc' })).toBe(calls[0]!.url);
  });

  it('refuses an operation of another API before any request', async () => {
    const { api, calls } = setup(() => json({ status: 1, result: null }));
    const console = operation({ ...list, api: 'ops' });
    expect(() => api.call(console, { page: 1 })).toThrow(/belongs to \/finance-gateway\/api\/ops/);
    expect(calls).toHaveLength(0);
  });
});
