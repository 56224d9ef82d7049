// file/upload.json: one JPEG, PNG or PDF under 10 MB as multipart field "file"; the server checks
// the content. The JSON client cannot send multipart, so this call builds the same headers itself.
import {
  ApiError,
  getFinanceToken,
  getStoredLanguage,
  getToken,
  messageForCode,
} from '@tradebridge/ui';
import { documentsApi, UPLOAD_KIND_FORMATS, type UploadedFile } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The formats of the `document` kind, the one this call uploads (the default `?kind=`). */
export const UPLOAD_TYPES = UPLOAD_KIND_FORMATS.document.map((format) => format.mime);

/** Why a file is refused before upload, or null: the server checks the content again. */
export const uploadProblem = (file: { size: number; type: string }) => {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE_REFUSED' as const;
  if (file.size >= MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE' as const;
  return null;
};

type Envelope =
  | { status: 1; result: UploadedFile }
  | {
      status: 0;
      errorCode: string;
      message?: string;
      fields?: { field: string; message: string }[];
    };

export const uploadFile = async (file: File, signal?: AbortSignal): Promise<UploadedFile> => {
  const language = getStoredLanguage();
  const headers = new Headers({ Accept: 'application/json', Language: language });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  const financeToken = getFinanceToken();
  if (financeToken) headers.set('Session-Finance-Token', financeToken);
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(api.urlOf(documentsApi.uploadFile), {
      method: 'POST',
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', messageForCode('NETWORK_ERROR', language));
  }
  let envelope: Envelope | undefined;
  try {
    envelope = (await response.json()) as Envelope;
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
