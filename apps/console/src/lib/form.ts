// Form helpers: contract schemas as antd rules (one source for the rules of client and server),
// and the server's per-field problems put back on the form's fields.
import { isApiError } from '@tradebridge/ui';
import type { FormInstance } from 'antd';

export { schemaRule } from '@tradebridge/ui';

/**
 * Shows a validation failure's field problems under the form's fields. Returns true when at least
 * one problem named a field of the form (the caller may then skip a general message).
 */
export const showFieldErrors = <T>(
  form: FormInstance<T>,
  error: unknown,
  fieldNames: readonly string[],
): boolean => {
  if (!isApiError(error) || error.fields.length === 0) return false;
  const known = new Set(fieldNames);
  const fields = error.fields
    .filter((problem) => known.has(problem.field))
    .map((problem) => ({ name: problem.field as never, errors: [problem.message] }));
  form.setFields(fields);
  return fields.length > 0;
};
