// The contracts' step schemas as antd rules: each field is checked as it is typed with the same
// schema the server stores the step with, the whole step parsed and the problems at the field's
// path shown under it in the user's language (the reasons of errors.json `validation`; a required
// field says its name, as the app's other forms do). Problems of the server's VALIDATION_FAILED go
// back onto the same fields.
import { isApiError, useLanguage, validationReasonText } from '@tradebridge/ui';
import type { FormInstance, FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  capitalize,
  contractReasonText,
  isMissingIssue,
  samePath,
  type Issue,
} from '../../../lib/schema-rules.ts';

export type { Issue };

export type NamePath = readonly (string | number)[];

type Schema = { safeParse: z.ZodType['safeParse'] };

export const issuesOf = (schema: Schema, value: unknown): Issue[] => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : (result.error.issues as Issue[]);
};

export const issuesAt = (issues: Issue[], path: NamePath) =>
  issues.filter((issue) => samePath(issue.path, path));

/** The words of a problem; `label` names the field (required fields say it, as elsewhere). */
export const useIssueText = () => {
  const { t } = useTranslation('certification');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  return useCallback(
    (issue: Issue, label?: string): string => {
      if (isMissingIssue(issue)) {
        return label
          ? tc('validation.required', { field: label })
          : capitalize(validationReasonText('required', language) ?? t('rule.invalid'), language);
      }
      const reason = contractReasonText(issue, language);
      if (reason) return reason;
      if (issue.code === 'too_big')
        return issue.origin === 'string'
          ? t('rule.tooLong', { count: Number(issue.maximum) })
          : t('rule.atMost', { value: Number(issue.maximum).toLocaleString(language) });
      if (issue.code === 'too_small' && issue.origin === 'number')
        return t('rule.atLeast', { value: Number(issue.minimum).toLocaleString(language) });
      if (issue.code === 'invalid_type' && issue.expected === 'int') return t('rule.wholeNumber');
      return t('rule.invalid');
    },
    [language, t, tc],
  );
};

/**
 * Rules for the fields of one step: `rule(path, label)` checks the field at `path` by parsing the
 * whole step (`toWire` turns the form's values into the step's data), so rules across fields (a
 * licence ends after it begins, a holder of 25 % is an owner) appear where they belong.
 */
export const useStepRules = <V>(schema: Schema, toWire: (values: V) => unknown) => {
  const text = useIssueText();
  return useCallback(
    (path: NamePath, label: string): FormRule =>
      ({ getFieldsValue }) => ({
        validator: async () => {
          const values = getFieldsValue(true) as V;
          const issue = issuesAt(issuesOf(schema, toWire(values)), path)[0];
          if (issue) throw new Error(text(issue, label));
        },
      }),
    [schema, text, toWire],
  );
};

/**
 * The server's field problems (VALIDATION_FAILED, paths like "data.registeredAddress.postcode")
 * onto the form's fields; answers the problems no field of the form shows, for a message above it.
 */
export const applyServerFields = (form: FormInstance, error: unknown): string[] => {
  if (!isApiError(error)) return [];
  const registered = form.getFieldsError().map((field) => field.name);
  const rest: string[] = [];
  const onForm: { name: (string | number)[]; errors: string[] }[] = [];
  for (const problem of error.fields) {
    const path = problem.field
      .replace(/^data\./, '')
      .split('.')
      .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    const message = problem.message.startsWith(`${problem.field}: `)
      ? problem.message.slice(problem.field.length + 2)
      : problem.message;
    if (registered.some((name) => samePath(name, path)))
      onForm.push({ name: path, errors: [message] });
    else rest.push(message);
  }
  form.setFields(onForm);
  return rest;
};
