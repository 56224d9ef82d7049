// Multipart calls of the merchant API: file/upload.json (one JPEG, PNG or PDF under 10 MB as
// multipart field "file"; the server checks the content) and any other operation that takes a form
// with files (the liveness capture). The JSON client cannot send multipart, so these calls build
// the same headers themselves and read the same envelope.
import {
  ApiError,
  getFinanceToken,
  getStoredLanguage,
  getToken,
  messageForCode,
} from '@tradebridge/ui';
import {
  documentsApi,
  type Operation,
  type ReadResultOf,
  type UploadedFile,
} from '@tradebridge/contracts';
import { api } from './api.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The `accept` of a file input for UPLOAD_TYPES. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Why a file is refused before upload, or null: the server checks the content again. */
export const uploadProblem = (
  file: { size: number; type: string },
  types: readonly string[] = UPLOAD_TYPES,
) => {
  if (!types.includes(file.type)) return 'FILE_TYPE_REFUSED' as const;
  if (file.size >= MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE' as const;
  return null;
};

type Envelope<T> =
  | { status: 1; result: T }
  | {
      status: 0;
      errorCode: string;
      message?: string;
      fields?: { field: string; message: string }[];
    };

/** Posts `body` as multipart to an operation; its envelope's result, or its ApiError. */
export const postMultipart = async <O extends Operation>(
  op: O,
  body: FormData,
  { signal, params }: { signal?: AbortSignal; params?: Record<string, string> } = {},
): Promise<ReadResultOf<O>> => {
  const language = getStoredLanguage();
  const headers = new Headers({ Accept: 'application/json', Language: language });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  const financeToken = getFinanceToken();
  if (financeToken) headers.set('Session-Finance-Token', financeToken);
  let response: Response;
  try {
    response = await fetch(api.urlOf(op, params), {
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

export const uploadFile = (file: File, signal?: AbortSignal): Promise<UploadedFile> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(documentsApi.uploadFile, body, { signal });
};
