// The response envelope of spec §8: {status: 1, result} on success, {status: 0, errorCode, message}
// otherwise. `fields` names the offending fields of a validation failure.
import { z } from 'zod';

export const EnvelopeStatus = { Failure: 0, Success: 1 } as const;

export const zSuccessEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({ status: z.literal(EnvelopeStatus.Success), result });

export const zFailureEnvelope = z.object({
  status: z.literal(EnvelopeStatus.Failure),
  errorCode: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type SuccessEnvelope<T> = { status: 1; result: T };
export type FailureEnvelope = z.infer<typeof zFailureEnvelope>;
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** A page request and a paged answer, shared by every list call. */
export const zPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type PageQuery = z.infer<typeof zPageQuery>;

/**
 * The paging fields of a list request sent as JSON (no coercion, at most 100 a page): spread into
 * the request's schema where the spec puts them.
 */
export const pageFields = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** The optional date range (ISO dates, both ends inclusive) a list or export is filtered by. */
export const dateRangeFields = {
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
};

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
