// The submission side of a record form: the problems of the last submission that no field shows
// (cleared as the user types or submits again), the check of every field before anything is sent,
// and a failure put where the user looks (showSubmitFailure).
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { showSubmitFailure } from './schema-rules.ts';

export const useFormProblems = (
  form: FormInstance,
  fieldOf: (path: string) => string | undefined,
) => {
  const [problems, setProblems] = useState<string[]>([]);
  const clearProblems = useCallback(() => setProblems([]), []);
  /** Clears the last problems and checks every field: false when one of them says why not. */
  const validate = async () => {
    setProblems([]);
    try {
      await form.validateFields();
      return true;
    } catch {
      return false;
    }
  };
  const showFailure = (error: unknown) => showSubmitFailure(form, error, fieldOf, setProblems);
  return { problems, clearProblems, validate, showFailure };
};
