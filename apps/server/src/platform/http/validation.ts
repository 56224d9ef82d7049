// Request validation with the contracts' Zod schemas, and the localized message of each problem.
import type { Language } from '@tradebridge/contracts';
import { errorMessage, validationReason } from '@tradebridge/contracts/error-messages';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { en, ru, zhCN, zhTW } from 'zod/locales';
import type { FieldProblem } from '../errors.ts';

const zodLocales = { 'zh-CN': zhCN(), 'en-US': en(), 'ru-RU': ru(), 'zh-TW': zhTW() };

/** The raw problem as kept on a validation error: zod's issue plus where it was found. */
export type RequestProblem = z.core.$ZodIssue & { input?: unknown };

export class RequestValidationError extends Error {
  constructor(
    readonly problems: RequestProblem[],
    readonly part: string,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Fastify validator: parses with the schema, keeping the input of each issue for its message. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A localized reason for one problem: custom contract reasons first, then zod's locale. */
const reasonFor = (problem: RequestProblem, language: Language): string => {
  const custom = problem.code === 'custom' || problem.message.match(/^[a-z][A-Za-z]+(:.*)?$/);
  if (custom) {
    const reason = validationReason(problem.message, language);
    if (reason) return reason;
  }
  if (isEmpty(problem.input) && (problem.code === 'invalid_type' || problem.code === 'too_small')) {
    return validationReason('required', language) ?? problem.message;
  }
  const localized = zodLocales[language].localeError(problem as never);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? problem.message;
};

export const fieldName = (problem: RequestProblem, part: string): string =>
  problem.path.length > 0 ? problem.path.join('.') : part;

export const localizeProblems = (
  error: RequestValidationError,
  language: Language,
): FieldProblem[] =>
  error.problems.map((problem) => ({
    field: fieldName(problem, error.part),
    message: reasonFor(problem, language),
  }));

/** The envelope message of a validation failure: the first field and its reason. */
export const validationMessage = (fields: FieldProblem[], language: Language): string => {
  const first = fields[0];
  return first
    ? errorMessage('VALIDATION_FAILED', language, { field: first.field, reason: first.message })
    : errorMessage('BAD_REQUEST', language);
};
