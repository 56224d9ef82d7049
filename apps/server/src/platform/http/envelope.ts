// The response envelope, the request language, the request id, and the one error handler:
// deliberate errors (AppError, validation, malformed JSON) answer with their localized message;
// anything else is logged with the request id and answered with a generic "server error".
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  VALIDATION_REASON_CODES,
  resolveLanguage,
  type ErrorCode,
  type FailureEnvelope,
  type Language,
} from '@tradebridge/contracts';
import { errorMessage, validationReason } from '@tradebridge/contracts/error-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldError, isAppError, type FieldProblem } from '../errors.ts';
import {
  localizeProblems,
  RequestValidationError,
  validationMessage,
  type RequestProblem,
} from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export const API_PREFIX = '/finance-gateway';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes the caller's request-id when it is safe to log, else makes one. */
export const requestIdFrom = (request: { headers: Record<string, unknown> }): string => {
  const given = request.headers['request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

export const ok = <T>(result: T) => ({ status: 1 as const, result });

const failure = (
  code: ErrorCode,
  language: Language,
  params?: Record<string, unknown>,
  fields?: FieldProblem[],
): FailureEnvelope => ({
  status: 0,
  errorCode: code,
  message: errorMessage(code, language, params),
  ...(fields && fields.length > 0 ? { fields } : {}),
});

const sendFailure = (
  reply: FastifyReply,
  httpStatus: number,
  body: FailureEnvelope,
): FastifyReply => reply.code(httpStatus).type('application/json; charset=utf-8').send(body);

/** Fastify's own request errors that are the caller's fault, mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  // Uploads (@fastify/multipart): a body that is not multipart, or breaks its limits.
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_JSON_FIELD_ERROR: 'BAD_REQUEST',
};

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a value out of range, text it cannot store, a
 * malformed uuid or date) come from input that slipped past the schemas. They are the caller's
 * fault, so they answer 400 — and are logged, as a schema to tighten.
 */
const isDataException = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

export const onError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const language = request.language ?? resolveLanguage(request.headers.language as string);
  if (error instanceof FieldError) {
    const fields = [
      { field: error.field, message: validationReason(error.reason, language) ?? error.reason },
    ];
    return sendFailure(reply, 400, {
      ...failure('VALIDATION_FAILED', language, undefined, fields),
      message: validationMessage(fields, language),
    });
  }
  if (isAppError(error)) {
    return sendFailure(
      reply,
      error.httpStatus,
      failure(error.code, language, error.params, error.fields),
    );
  }
  const validation = error instanceof RequestValidationError ? error : validationCause(error);
  if (validation) {
    const fields = localizeProblems(validation, language);
    const catalogued = cataloguedCodeOf(validation);
    if (catalogued) {
      return sendFailure(reply, ERROR_CODES[catalogued], failure(catalogued, language, {}, fields));
    }
    return sendFailure(reply, 400, {
      ...failure('VALIDATION_FAILED', language, undefined, fields),
      message: validationMessage(fields, language),
    });
  }
  const multipart = multipartProblemOf(error, request);
  if (multipart) {
    const reason = validationReason(multipart, language) ?? multipart;
    return sendFailure(reply, 400, {
      ...failure('BAD_REQUEST', language, undefined, [{ field: 'body', message: reason }]),
      message: reason,
    });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return sendFailure(reply, 400, failure('MALFORMED_JSON', language));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return sendFailure(reply, ERROR_CODES[mapped], failure(mapped, language));
  if (error.statusCode === 429) return sendFailure(reply, 429, failure('RATE_LIMITED', language));
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'input refused by the database');
    return sendFailure(reply, 400, failure('BAD_REQUEST', language));
  }
  // Any other error a plugin marks as the caller's (4xx) stays the caller's.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return sendFailure(reply, 400, failure('BAD_REQUEST', language));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendFailure(reply, 500, failure('SERVER_ERROR', language));
};

/**
 * The busboy errors of a malformed multipart body (they come as plain Errors, told apart only by
 * their text): a Content-Type without a usable boundary, or a body that ends inside a part.
 */
const MULTIPART_PROBLEMS: [RegExp, string][] = [
  [/^Multipart: Boundary not found$|^The needle cannot/, 'multipartBoundary'],
  [/unexpected end of multipart data$/i, 'multipartCutShort'],
];

const multipartProblemOf = (error: Error, request: FastifyRequest): string | undefined => {
  if (isAppError(error) || (error as FastifyError).code !== undefined) return undefined;
  if (!(request as { isMultipart?: () => boolean }).isMultipart?.()) return undefined;
  return MULTIPART_PROBLEMS.find(([pattern]) => pattern.test(error.message))?.[1];
};

/** The catalogued code of a refusal whose every problem is one catalogued situation, if so. */
const cataloguedCodeOf = (validation: RequestValidationError): ErrorCode | undefined => {
  const codes = new Set(
    validation.problems.map((problem) =>
      Object.hasOwn(VALIDATION_REASON_CODES, problem.message)
        ? VALIDATION_REASON_CODES[problem.message as keyof typeof VALIDATION_REASON_CODES]
        : undefined,
    ),
  );
  const [only] = codes;
  return codes.size === 1 ? only : undefined;
};

/** Fastify wraps validator errors: find ours inside. */
const validationCause = (error: FastifyError): RequestValidationError | undefined => {
  const validation = (error as { validation?: unknown }).validation;
  if (validation instanceof RequestValidationError) return validation;
  if (Array.isArray(validation) && validation[0] instanceof RequestValidationError) {
    return validation[0];
  }
  return undefined;
};

export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'zh-CN');
    app.addHook('onRequest', async (request, reply) => {
      request.language = resolveLanguage(request.headers.language as string | undefined);
      reply.header('request-id', request.id);
    });
    // Empty JSON bodies (e.g. calls with no payload) count as "no body", not as an error.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = Object.assign(new Error('malformed JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(error, undefined);
      }
    });
    // Text PostgreSQL cannot store (a NUL character; an unpaired UTF-16 surrogate, which no
    // jsonb column takes) is refused field by field before any schema or handler sees it, on
    // every route: body, query string and path parameters.
    app.addHook('preValidation', async (request) => {
      const problems: RequestProblem[] = [];
      for (const [part, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        findUnstorable(value, problems);
        if (problems.length > 0) throw new RequestValidationError(problems, part);
      }
    });
    app.setErrorHandler(onError);
  },
  { name: 'envelope' },
);

// eslint-disable-next-line no-control-regex -- NUL is one of the characters looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Containers inside containers a request may nest (the deepest contract needs fewer than 8). */
export const MAX_BODY_DEPTH = 32;

type Visit = { value: unknown; depth: number; parent: Visit | null; key: PropertyKey };

const pathOf = (visit: Visit | null): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let v = visit; v?.parent; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * Collects the paths of strings (and object keys) holding a character no column can store, and
 * refuses a value nested deeper than MAX_BODY_DEPTH. A loop over a stack, not recursion: a body of
 * any depth costs one pass and never the call stack (a recursive walk of a 10,000-level body threw
 * RangeError, a 500 before login). Paths are built from parent links only for what is reported.
 */
const findUnstorable = (root: unknown, problems: RequestProblem[]) => {
  const stack: Visit[] = [{ value: root, depth: 0, parent: null, key: '' }];
  while (stack.length > 0 && problems.length < 10) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value))
        problems.push({
          code: 'custom',
          path: pathOf(visit),
          message: 'invalidCharacters',
          input: value,
        });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (visit.depth >= MAX_BODY_DEPTH) {
      // Named by the first field on the way down: a path of 32 names helps nobody.
      problems.push({
        code: 'custom',
        path: pathOf(visit).slice(0, 1),
        message: `tooDeep:${MAX_BODY_DEPTH}`,
      });
      return;
    }
    const isArray = Array.isArray(value);
    const entries = Object.entries(value);
    // Pushed in reverse, so fields are looked at (and reported) in the order they came.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const child: Visit = {
        value: item,
        depth: visit.depth + 1,
        parent: visit,
        key: isArray ? Number(key) : key,
      };
      if (UNSTORABLE.test(key))
        problems.push({ code: 'custom', path: pathOf(child), message: 'invalidCharacters' });
      stack.push(child);
    }
  }
};

/** Unknown API paths answer with the envelope, never an HTML page. */
export const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendFailure(
    reply,
    404,
    failure('API_NOT_FOUND', request.language, { path: request.url.split('?')[0] }),
  );
