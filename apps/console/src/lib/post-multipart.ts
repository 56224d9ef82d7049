// Multipart calls of the operator API (a bank file uploaded from the console). The JSON client
// cannot send a form with a file, so this builds the same headers itself and reads the same
// envelope; the failures a signed-out operator meets go to the console's login as the client's do.
import type { Operation, ReadResultOf } from '@tradebridge/contracts';
import {
  ApiError,
  getFinanceToken,
  getStoredLanguage,
  getToken,
  messageForCode,
  redirectToLogin,
} from '@tradebridge/ui';
import { paths } from './paths.ts';
import { api } from './api.ts';

type Envelope<T> =
  | { status: 1; result: T }
  | {
      status: 0;
      errorCode: string;
      message?: string;
      fields?: { field: string; message: string }[];
    };

const SIGNED_OUT = new Set(['NO_LOGIN', 'AUTH_401_ERROR']);

/** Posts `body` as multipart to an operation; its envelope's result, or its ApiError. */
export const postMultipart = async <O extends Operation>(
  op: O,
  body: FormData,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReadResultOf<O>> => {
  const language = getStoredLanguage();
  // No Content-Type: the browser writes multipart/form-data with its boundary.
  const headers = new Headers({ Accept: 'application/json', Language: language });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  const financeToken = getFinanceToken();
  if (financeToken) headers.set('Session-Finance-Token', financeToken);
  let response: Response;
  try {
    response = await fetch(api.urlOf(op), {
      method: 'POST',
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', messageForCode('NETWORK_ERROR', language));
  }
  let envelope: Envelope<ReadResultOf<O>> | undefined;
  try {
    envelope = (await response.json()) as Envelope<ReadResultOf<O>>;
  } catch {
    envelope = undefined;
  }
  if (envelope?.status === 1) return envelope.result;
  if (envelope?.status === 0) {
    if (SIGNED_OUT.has(envelope.errorCode)) redirectToLogin(paths.login);
    throw new ApiError(
      envelope.errorCode,
      envelope.message || messageForCode(envelope.errorCode, language),
      { httpStatus: response.status, fields: envelope.fields ?? [], fromEnvelope: true },
    );
  }
  // A proxy refusing a large body answers 413 without an envelope.
  const code = response.status === 413 ? 'FILE_TOO_LARGE' : 'HTTP_ERROR';
  throw new ApiError(code, messageForCode(code, language), { httpStatus: response.status });
};
