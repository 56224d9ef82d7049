// A direct download (spec §7 "a loading indicator with a 60-second countdown", §8 "download
// time-out"): a POST through the app's request client, so it carries the same headers
// (Authorization, Language, Session-Finance-Token, request-id) and the same envelope handling of
// a JSON failure, answered by a file. The wait is counted down from DOWNLOAD_COUNTDOWN_SECONDS;
// at zero the request is aborted and fails with DOWNLOAD_TIMEOUT.
import { DOWNLOAD_COUNTDOWN_SECONDS, type Language } from '@tradebridge/contracts';
import { getStoredLanguage } from '../i18n/languages.ts';
import { ApiError } from '../request/api-error.ts';
import { messageForCode } from '../i18n/error-texts.ts';
import type { ApiClient, DownloadedFile } from '../request/client.ts';

export type DirectDownloadOptions = {
  /** Seconds to wait for the file; DOWNLOAD_COUNTDOWN_SECONDS when left out. */
  seconds?: number;
  /** Called with the seconds left: at the start, then about once a second down to 0. */
  onTick?: (secondsLeft: number) => void;
  /** The caller cancels (the promise then rejects with the abort reason, not an ApiError). */
  signal?: AbortSignal;
  getLanguage?: () => Language;
};

/** A file answer, not the result of a success envelope (checked by shape: Blob classes differ
 * between realms, e.g. fetch's and the page's). */
const isDownloadedFile = (value: unknown): value is DownloadedFile =>
  typeof value === 'object' &&
  value !== null &&
  'blob' in value &&
  'contentType' in value &&
  typeof value.blob === 'object' &&
  value.blob !== null;

/**
 * POSTs `data` to `path` and resolves with the file. Failures are ApiErrors and are not toasted
 * here (the call is silent): the envelope's code and message of a JSON answer, DOWNLOAD_TIMEOUT
 * when the countdown ran out, NETWORK_ERROR, ... The NO_LOGIN / LOGIN_REPEAT / AUTH_401_ERROR
 * handlers of the client still run.
 */
export const directDownload = async (
  client: ApiClient,
  path: string,
  data: unknown,
  {
    seconds = DOWNLOAD_COUNTDOWN_SECONDS,
    onTick,
    signal,
    getLanguage = getStoredLanguage,
  }: DirectDownloadOptions = {},
): Promise<DownloadedFile> => {
  const controller = new AbortController();
  const deadline = Date.now() + seconds * 1_000;
  let timedOut = false;
  onTick?.(seconds);
  // Counted from the deadline, not by ticks: a background tab's timers may run late.
  const timer = setInterval(() => {
    const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1_000));
    onTick?.(left);
    if (left === 0) {
      timedOut = true;
      controller.abort();
    }
  }, 1_000);
  const onCancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCancel();
  signal?.addEventListener('abort', onCancel, { once: true });
  try {
    const file = await client.post<unknown>(path, data, {
      responseType: 'file',
      silent: true,
      signal: controller.signal,
      // The countdown decides; the client's own time-out only backs it up.
      timeoutMs: (seconds + 5) * 1_000,
      headers: { Accept: '*/*' },
    });
    if (!isDownloadedFile(file)) {
      throw new ApiError('INVALID_RESPONSE', messageForCode('SERVER_ERROR', getLanguage()));
    }
    return file;
  } catch (error) {
    if (timedOut) {
      throw new ApiError('DOWNLOAD_TIMEOUT', messageForCode('DOWNLOAD_TIMEOUT', getLanguage()));
    }
    throw error;
  } finally {
    clearInterval(timer);
    signal?.removeEventListener('abort', onCancel);
  }
};
