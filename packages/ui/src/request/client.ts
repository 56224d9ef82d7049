// The request layer of spec §7 and §8: fetch with the spec's headers and time-out, the envelope
// {status:1,result} / {status:0,errorCode,message} turned into a result or a typed ApiError, and
// the behaviour table of §8 (NO_LOGIN once per session, LOGIN_REPEAT dialog, AUTH_401_ERROR,
// error toasts, network errors, non-envelope HTTP errors).
import {
  LIMITS,
  apiBaseOf,
  type InputOf,
  type Language,
  type Operation,
  type ReadResultOf,
} from '@tradebridge/contracts';
import { messageForCode } from '../i18n/error-texts.ts';
import { getStoredLanguage } from '../i18n/languages.ts';
import { claimNoLogin } from '../session/no-login-flag.ts';
import { redirectToLogin } from '../session/redirect-to-login.ts';
import { clearToken, getFinanceToken, getToken } from '../session/token.ts';
import { fileNameFromDisposition } from '../download/file-name.ts';
import { ApiError, type ApiErrorField } from './api-error.ts';
import { confirmLoginRepeat, showErrorMessage } from './feedback.tsx';

export { FINANCE_TOKEN_STORAGE_KEY } from '../session/token.ts';

/** Spec §7: paths containing "mp" or "c2c" are sent with Source-Type: H5 (query string ignored). */
export const isH5Path = (path: string): boolean => {
  const pathOnly = path.split('?')[0] ?? '';
  return pathOnly.includes('mp') || pathOnly.includes('c2c');
};

export type ApiHandlers = {
  /** NO_LOGIN: log out and go to login. Called at most once per page session. */
  onNoLogin: (error: ApiError) => void;
  /** LOGIN_REPEAT: tell the user about the login elsewhere, then log out and reload. Once per page load. */
  onLoginRepeat: (error: ApiError) => void;
  /** AUTH_401_ERROR: log out and go to login. */
  onUnauthorized: (error: ApiError) => void;
  /** Any other failure of a call that is not silent: show `message` as an error toast. */
  onError: (message: string, error: ApiError) => void;
};

export type ApiClientOptions = Partial<ApiHandlers> & {
  /** Prefix of every path, e.g. '/finance-gateway/api/mer/'. */
  basePath: string;
  timeoutMs?: number;
  getLanguage?: () => Language;
  getToken?: () => string | undefined;
  fetch?: typeof fetch;
};

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'POST' | 'GET';
  /** POST: the JSON body ({} when left out). */
  data?: unknown;
  /** Query-string parameters; undefined and null values are left out. */
  params?: Record<string, QueryValue>;
  /** Money-moving calls: one key per user action, reused when that action is retried. */
  idempotencyKey?: string;
  /** No error toast (the handlers of NO_LOGIN, LOGIN_REPEAT and AUTH_401_ERROR still run). */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * 'blob': a successful non-JSON answer (file, captcha image) is returned as a Blob. 'file': the
   * same, as a DownloadedFile with the name of its Content-Disposition. A JSON answer is always
   * read as an envelope, so a failure still throws its ApiError.
   */
  responseType?: 'envelope' | 'blob' | 'file';
};

/** A file answer: its content, its name from Content-Disposition (if any) and its type. */
export type DownloadedFile = { blob: Blob; fileName: string | undefined; contentType: string };

/** Options of a call to an operation; its method, body and answer type come from the operation. */
export type CallOptions = Omit<
  RequestOptions,
  'method' | 'data' | 'params' | 'responseType' | 'idempotencyKey'
>;

/** What a call to an operation answers: the result of its envelope, or the file. */
export type CallResultOf<O extends Operation> = O['result'] extends 'file'
  ? DownloadedFile
  : ReadResultOf<O>;

/**
 * The arguments after the operation: its input (left out when it takes none), then the options,
 * which must carry an Idempotency-Key when the operation is idempotent.
 */
export type CallArgs<O extends Operation> = O['idempotent'] extends true
  ? [input: InputOf<O>, options: CallOptions & { idempotencyKey: string }]
  : InputOf<O> extends void
    ? [input?: undefined, options?: CallOptions]
    : [input: InputOf<O>, options?: CallOptions];

export type ApiClient = {
  readonly basePath: string;
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(
    path: string,
    data?: unknown,
    options?: Omit<RequestOptions, 'data' | 'method'>,
  ) => Promise<T>;
  get: <T>(
    path: string,
    params?: Record<string, QueryValue>,
    options?: Omit<RequestOptions, 'params' | 'method'>,
  ) => Promise<T>;
  /** Calls an operation of contracts: its path, method and types come from its definition. */
  call: <O extends Operation>(op: O, ...args: CallArgs<O>) => Promise<CallResultOf<O>>;
  /** The full address of a path, e.g. for an <img src> of common/vcode. */
  url: (path: string, params?: Record<string, QueryValue>) => string;
  /** The full address of an operation (a GET's query from `params`). */
  urlOf: (op: Operation, params?: Record<string, QueryValue>) => string;
};

const MAX_TOAST_LENGTH = 300;

/** The browser's time zone, read once (null: not yet): a DateTimeFormat costs more than a request. */
let timeZone: string | undefined | null = null;
const localTimeZone = (): string | undefined => {
  if (timeZone === null) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timeZone = undefined;
    }
  }
  return timeZone;
};

const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

type Envelope =
  | { status: 1; result?: unknown }
  | { status: 0; errorCode: string; message?: string; fields?: ApiErrorField[] };

const asEnvelope = (body: unknown): Envelope | undefined => {
  if (!body || typeof body !== 'object' || !('status' in body)) return undefined;
  if (body.status === 1) return body as Envelope;
  if (body.status === 0 && 'errorCode' in body && typeof body.errorCode === 'string') {
    return body as Envelope;
  }
  return undefined;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Default handlers; apps may pass their own (e.g. to call loginOut.json first). */
export const defaultApiHandlers: ApiHandlers = {
  onNoLogin: () => redirectToLogin(),
  onUnauthorized: () => redirectToLogin(),
  onLoginRepeat: (error) =>
    confirmLoginRepeat({
      message: error.message,
      onConfirm: () => {
        clearToken();
        window.location.reload();
      },
    }),
  onError: (message) => showErrorMessage(message),
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  const handlers: ApiHandlers = {
    onNoLogin: options.onNoLogin ?? defaultApiHandlers.onNoLogin,
    onLoginRepeat: options.onLoginRepeat ?? defaultApiHandlers.onLoginRepeat,
    onUnauthorized: options.onUnauthorized ?? defaultApiHandlers.onUnauthorized,
    onError: options.onError ?? defaultApiHandlers.onError,
  };
  const language = options.getLanguage ?? getStoredLanguage;
  const token = options.getToken ?? getToken;
  let loginRepeatHandled = false;

  const url = (path: string, params?: Record<string, QueryValue>): string => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null) query.append(key, String(value));
    }
    const joined = basePath + path.replace(/^\/+/, '');
    const qs = query.toString();
    if (!qs) return joined;
    return `${joined}${joined.includes('?') ? '&' : '?'}${qs}`;
  };

  const headersFor = (path: string, request: RequestOptions): Headers => {
    const headers = new Headers({ Accept: 'application/json' });
    if ((request.method ?? 'POST') === 'POST') headers.set('Content-Type', 'application/json');
    const sessionToken = token();
    if (sessionToken) headers.set('Authorization', sessionToken);
    headers.set('Language', language());
    headers.set('request-id', newRequestId());
    const financeToken = getFinanceToken();
    if (financeToken) headers.set('Session-Finance-Token', financeToken);
    if (isH5Path(path)) headers.set('Source-Type', 'H5');
    // Lets the server write times (e.g. "locked until") in the user's own zone.
    const timeZone = localTimeZone();
    if (timeZone) headers.set('Time-Zone', timeZone);
    if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    return headers;
  };

  /** Runs the §8 behaviour of a failure, then hands the error back to be thrown. */
  const fail = (error: ApiError, silent: boolean): ApiError => {
    switch (error.code) {
      case 'NO_LOGIN':
        if (claimNoLogin()) handlers.onNoLogin(error);
        break;
      case 'LOGIN_REPEAT':
        if (!loginRepeatHandled) {
          loginRepeatHandled = true;
          handlers.onLoginRepeat(error);
        }
        break;
      case 'AUTH_401_ERROR':
        handlers.onUnauthorized(error);
        break;
      default:
        if (!silent) handlers.onError(error.message, error);
    }
    return error;
  };

  const request = async <T>(path: string, request: RequestOptions = {}): Promise<T> => {
    const method = request.method ?? 'POST';
    const silent = request.silent ?? false;
    const lang = language();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      request.timeoutMs ?? options.timeoutMs ?? LIMITS.requestTimeoutMs,
    );
    const onCallerAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) onCallerAbort();
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url(path, request.params), {
          method,
          headers: headersFor(path, request),
          body: method === 'POST' ? JSON.stringify(request.data ?? {}) : undefined,
          signal: controller.signal,
          credentials: 'same-origin',
        });
        const contentType = response.headers.get('content-type') ?? '';
        if (request.responseType === 'blob' && response.ok && !contentType.includes('json')) {
          return (await response.blob()) as T;
        }
        if (request.responseType === 'file' && response.ok && !contentType.includes('json')) {
          const file: DownloadedFile = {
            blob: await response.blob(),
            fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
            contentType,
          };
          return file as T;
        }
        text = await response.text();
      } catch (cause) {
        if (timedOut) {
          throw fail(
            new ApiError('REQUEST_TIMEOUT', messageForCode('REQUEST_TIMEOUT', lang)),
            silent,
          );
        }
        if (request.signal?.aborted) throw cause; // the caller cancelled: not an error to show
        throw fail(new ApiError('NETWORK_ERROR', messageForCode('NETWORK_ERROR', lang)), silent);
      }

      const body = parseJson(text);
      const envelope = asEnvelope(body);
      if (envelope?.status === 1) return envelope.result as T;
      if (envelope?.status === 0) {
        const message = envelope.message?.trim() || messageForCode(envelope.errorCode, lang);
        throw fail(
          new ApiError(envelope.errorCode, message, {
            httpStatus: response.status,
            fields: envelope.fields ?? [],
            fromEnvelope: true,
          }),
          silent,
        );
      }
      if (!response.ok) {
        // §8 "Other HTTP errors: show the response data".
        const data = text.trim() || `${response.status} ${response.statusText}`.trim();
        throw fail(
          new ApiError('HTTP_ERROR', data.slice(0, MAX_TOAST_LENGTH), {
            httpStatus: response.status,
          }),
          silent,
        );
      }
      throw fail(
        new ApiError('INVALID_RESPONSE', messageForCode('SERVER_ERROR', lang), {
          httpStatus: response.status,
        }),
        silent,
      );
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  };

  /** An operation of another API would reach the wrong server scope: a programming error. */
  const pathOf = (op: Operation) => {
    if (apiBaseOf(op.api) !== basePath) {
      throw new Error(`${op.path} belongs to ${apiBaseOf(op.api)}, not to ${basePath}`);
    }
    return op.path;
  };

  const call = <O extends Operation>(op: O, ...[input, options]: CallArgs<O>) => {
    const path = pathOf(op);
    const responseType = op.result === 'file' ? 'file' : 'envelope';
    return request<CallResultOf<O>>(path, {
      ...options,
      method: op.method,
      responseType,
      ...(op.method === 'GET'
        ? { params: input as Record<string, QueryValue> | undefined }
        : { data: input }),
    });
  };

  return {
    basePath,
    request,
    post: (path, data, rest) => request(path, { ...rest, method: 'POST', data }),
    get: (path, params, rest) => request(path, { ...rest, method: 'GET', params }),
    call,
    url,
    urlOf: (op, params) => url(pathOf(op), params),
  };
};
