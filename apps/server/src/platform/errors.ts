// One error type for deliberate failures. Its code is in the contracts' registry, which gives the
// HTTP status and the localized message; anything else reaching the error handler is masked.
import { ERROR_CODES, type ErrorCode } from '@tradebridge/contracts';

export type FieldProblem = { field: string; message: string };

export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: ErrorCode,
    /** Values for the message's {{placeholders}}. */
    readonly params: Record<string, unknown> = {},
    readonly fields?: FieldProblem[],
  ) {
    super(code);
    this.name = 'AppError';
    this.httpStatus = ERROR_CODES[code];
  }
}

/** The record a caller asked for, or NOT_FOUND (another merchant's id is not found either). */
export const orNotFound = <T>(row: T): NonNullable<T> => {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** A field the schema could not judge alone (e.g. "neither an e-mail nor a mobile number"). */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    /** A validation reason key of errors.json. */
    readonly reason: string,
  ) {
    super('VALIDATION_FAILED');
    this.name = 'FieldError';
  }
}
