// Multipart calls of the merchant API: file/upload.json (one file under 10 MB as multipart field
// "file", of the formats its `?kind=` allows; the server judges the content) and any other
// operation that takes a form with files (the liveness capture). The JSON client cannot send multipart, so these calls build
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
  UPLOAD_KIND_FORMATS,
  uploadFormatNames,
  type Operation,
  type ReadResultOf,
  type UploadedFile,
  type UploadKind,
} from '@tradebridge/contracts';
import { api } from './api.ts';

export type { UploadKind };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The MIME types of an upload's kind (file/upload.json?kind=; `document` by default). */
export const uploadTypesOf = (kind: UploadKind): readonly string[] =>
  UPLOAD_KIND_FORMATS[kind].map((format) => format.mime);

/** The formats of the `document` kind, the default one. */
export const UPLOAD_TYPES = uploadTypesOf('document');

/** The `accept` of a file input for a kind: its extensions and types. */
export const uploadAcceptOf = (kind: UploadKind): string =>
  UPLOAD_KIND_FORMATS[kind]
    .flatMap((format) => [
      `.${format.ext}`,
      ...(format.ext === 'jpg' ? ['.jpeg'] : []),
      format.mime,
    ])
    .join(',');

/** Why a file is refused before upload, or null: the server checks the content again. */
export const uploadProblem = (
  file: { size: number; type: string },
  kind: UploadKind = 'document',
) => {
  if (!uploadTypesOf(kind).includes(file.type)) return 'FILE_TYPE_REFUSED' as const;
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

/** The localized reason a file is refused before upload (FILE_TYPE_REFUSED names the formats). */
export const uploadProblemText = (
  problem: NonNullable<ReturnType<typeof uploadProblem>>,
  language: Parameters<typeof messageForCode>[1],
  kinds: readonly UploadKind[] = ['document'],
) =>
  messageForCode(problem, language, {
    types: [...new Set(kinds.flatMap((kind) => uploadFormatNames(kind).split(', ')))].join(', '),
  });

export const uploadFile = (
  file: File,
  { kind = 'document', signal }: { kind?: UploadKind; signal?: AbortSignal } = {},
): Promise<UploadedFile> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(documentsApi.uploadFile, body, { signal, params: { kind } });
};
