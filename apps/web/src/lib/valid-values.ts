// A form's values once every field passes its rules, or undefined when one does not: the fields
// themselves say what is wrong, so the caller only stops.
import type { FormInstance } from 'antd';

export const validValues = async <V>(form: FormInstance<V>): Promise<V | undefined> => {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
};
