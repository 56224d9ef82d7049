// The one error type of the request layer: an envelope failure carries the server's errorCode,
// the others carry a client code (NETWORK_ERROR, REQUEST_TIMEOUT, HTTP_ERROR, INVALID_RESPONSE).
import type { ClientErrorCode, ErrorCode, FailureEnvelope } from '@tradebridge/contracts';

export type ApiErrorCode =
  | ErrorCode
  | ClientErrorCode
  | 'HTTP_ERROR' // non-2xx answer whose body is not an envelope
  | 'INVALID_RESPONSE' // 2xx answer whose body is not an envelope
  | (string & {}); // codes of a newer server

export type ApiErrorField = NonNullable<FailureEnvelope['fields']>[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status of the answer; 0 when none arrived (network failure, time-out). */
  readonly httpStatus: number;
  readonly fields: ApiErrorField[];
  /** True when the server answered with a failure envelope. */
  readonly fromEnvelope: boolean;

  constructor(
    code: ApiErrorCode,
    message: string,
    {
      httpStatus = 0,
      fields = [],
      fromEnvelope = false,
    }: { httpStatus?: number; fields?: ApiErrorField[]; fromEnvelope?: boolean } = {},
  ) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
    this.fields = fields;
    this.fromEnvelope = fromEnvelope;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
