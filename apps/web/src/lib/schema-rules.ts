// The contracts' schemas as antd rules, as the certification's forms use them: a field is checked
// as it is typed by parsing the whole request with the schema the server parses it with, and the
// problem at the field's path is said in the user's language (errors.json `validation` reasons;
// a required or too long field names itself). The server's VALIDATION_FAILED problems go back onto
// the same fields.
import type { Language } from '@tradebridge/contracts';
import { isApiError, showErrorMessage, useLanguage, validationReasonText } from '@tradebridge/ui';
import type { FormInstance, FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type FieldPath = readonly (string | number)[];

/** A problem of a parse, with the value it was found at. */
export type Issue = z.core.$ZodIssue & { input?: unknown };
type Schema = { safeParse: z.ZodType['safeParse'] };

export const samePath = (a: readonly PropertyKey[], b: FieldPath) =>
  a.length === b.length && a.every((key, i) => String(key) === String(b[i]));

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A contract's own reason ("linkScheme", "amountScale:2"), not zod's English text. */
const CONTRACT_REASON = /^[a-z][A-Za-z0-9]+(:.*)?$/;
const EMPTY_CODES = new Set(['invalid_type', 'too_small', 'invalid_value', 'invalid_format']);

export const capitalize = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The problem is a missing value: "required", or an empty value of the wrong kind. */
export const isMissingIssue = (issue: Issue) =>
  issue.message === 'required' || (isEmpty(issue.input) && EMPTY_CODES.has(issue.code));

/** A contract's own reason in the language's words, capitalised; undefined for zod's own text. */
export const contractReasonText = (issue: Issue, language: Language): string | undefined => {
  const reason = CONTRACT_REASON.test(issue.message)
    ? validationReasonText(issue.message, language)
    : undefined;
  return reason ? capitalize(reason, language) : undefined;
};

/** The words of a problem of the field called `label`. */
export const useIssueText = () => {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return useCallback(
    (issue: Issue, label: string): string => {
      if (isMissingIssue(issue)) return t('validation.required', { field: label });
      if (issue.code === 'too_big' && issue.origin === 'string')
        return t('validation.tooLong', { field: label, count: Number(issue.maximum) });
      return contractReasonText(issue, language) ?? t('validation.invalid', { field: label });
    },
    [language, t],
  );
};

/**
 * `rule(path, label)`: the rule of the field whose value sits at `path` of the request `toWire`
 * makes of the form's values.
 */
export const useSchemaRules = <V>(schema: Schema, toWire: (values: V) => unknown) => {
  const text = useIssueText();
  return useCallback(
    (path: FieldPath, label: string): FormRule =>
      ({ getFieldsValue }) => ({
        validator: async () => {
          const result = schema.safeParse(toWire(getFieldsValue(true) as V), {
            reportInput: true,
          });
          if (result.success) return;
          const issue = (result.error.issues as Issue[]).find((i) => samePath(i.path, path));
          if (issue) throw new Error(text(issue, label));
        },
      }),
    [schema, text, toWire],
  );
};

/**
 * The server's field problems ("profile.website", "alias") onto the form's fields, through
 * `fieldOf` (the form's name of a request path, or undefined); answers the problems no field shows.
 */
export const applyServerFields = (
  form: FormInstance,
  error: unknown,
  fieldOf: (path: string) => string | undefined,
): string[] => {
  if (!isApiError(error)) return [];
  const registered = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const rest: string[] = [];
  const onForm: { name: string; errors: string[] }[] = [];
  for (const problem of error.fields) {
    const name = fieldOf(problem.field);
    const message = problem.message.startsWith(`${problem.field}: `)
      ? problem.message.slice(problem.field.length + 2)
      : problem.message;
    if (name && registered.has(name)) onForm.push({ name, errors: [message] });
    else rest.push(message);
  }
  form.setFields(onForm);
  return rest;
};

/**
 * A failed submission said where the user looks: the server's field problems on their fields and
 * the rest in `setProblems` (the form's alert); a failure that names no field in a toast.
 */
export const showSubmitFailure = (
  form: FormInstance,
  error: unknown,
  fieldOf: (path: string) => string | undefined,
  setProblems: (problems: string[]) => void,
) => {
  const rest = applyServerFields(form, error, fieldOf);
  if (isApiError(error) && error.fields.length > 0) setProblems(rest);
  else showErrorMessage(error instanceof Error ? error.message : String(error));
};
