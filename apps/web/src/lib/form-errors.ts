// Puts a failed call's errors where the user looks: the server's `fields` onto the form's own
// inputs (field names are the API's, docs/decisions/0003), chosen error codes onto one input
// (e.g. CODE_WRONG on the code input), and anything else into a toast.
import { isApiError, showErrorMessage, type ApiErrorCode } from '@tradebridge/ui';
import type { FormInstance } from 'antd';

export type FormErrorOptions = {
  /** Error codes shown under one form field instead of a toast. */
  codeToField?: Partial<Record<ApiErrorCode, string>>;
  /** Called for errors that belong to no field; a toast when left out. */
  onOtherError?: (message: string) => void;
};

/** The reason of a `fields` entry without the "field: " prefix the server may put in front. */
const reasonOf = (field: string, message: string) =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

export const applyFormError = (
  form: FormInstance,
  error: unknown,
  { codeToField = {}, onOtherError = showErrorMessage }: FormErrorOptions = {},
): void => {
  if (!isApiError(error)) {
    onOtherError(error instanceof Error ? error.message : String(error));
    return;
  }
  // Without arguments: the registered fields (with `true` only those holding a value).
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const onForm = error.fields.filter((f) => known.has(f.field));
  if (onForm.length > 0) {
    form.setFields(onForm.map((f) => ({ name: f.field, errors: [reasonOf(f.field, f.message)] })));
    const rest = error.fields.filter((f) => !known.has(f.field));
    if (rest.length > 0) onOtherError(rest.map((f) => f.message).join('; '));
    return;
  }
  const field = codeToField[error.code];
  if (field) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return;
  }
  onOtherError(error.message);
};
