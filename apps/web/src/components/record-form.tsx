// The form every record form of the portal (a collection account, a contract, a shop, a payee, a
// quota application) is drawn in: vertical, as wide as the page allows, the reviewer's reason of a
// refused record above its fields, the server's problems that no field shows under them, then
// submit and cancel. Its state comes from the area's use-*-form hook.
import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { FormActions, FormProblems, RefusalAlert } from './form-page.tsx';
import { optionalMark } from './optional-mark.tsx';

/** What a use-*-form hook gives the form. */
type RecordFormState<V> = {
  form: FormInstance<V>;
  initialValues: FormProps<V>['initialValues'];
  problems: readonly string[];
  clearProblems: () => void;
  submitting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

export const RecordForm = <V,>({
  state,
  testId,
  formTestId = `${testId}-form`,
  optional,
  maxWidth = 960,
  onValuesChange = state.clearProblems,
  refusal,
  submitLabel,
  cancelLabel,
  beforeActions,
  children,
}: {
  state: RecordFormState<V>;
  /** The prefix of the parts' test ids: "shop" gives shop-form, shop-refusal, shop-submit… */
  testId: string;
  formTestId?: string;
  /** The mark of an optional field ("(optional)"); antd's own marks when absent. */
  optional?: string;
  maxWidth?: number;
  /** What a change of the values does besides clearing the problems; clearing them when absent. */
  onValuesChange?: (changed: Partial<V>) => void;
  /** Why the record was refused, while it is. */
  refusal?: { title: string; reason: ReactNode } | undefined;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Drawn between the problems and the buttons. */
  beforeActions?: ReactNode;
  children: ReactNode;
}) => (
  <Form<V>
    form={state.form}
    layout="vertical"
    requiredMark={optional === undefined ? undefined : optionalMark(optional)}
    style={{ maxWidth }}
    initialValues={state.initialValues}
    onValuesChange={onValuesChange}
    data-testid={formTestId}
  >
    {refusal ? (
      <RefusalAlert title={refusal.title} reason={refusal.reason} testId={`${testId}-refusal`} />
    ) : null}
    {children}
    <FormProblems problems={state.problems} testId={`${testId}-problems`} />
    {beforeActions}
    <FormActions
      submit={{
        label: submitLabel,
        onClick: state.onSubmit,
        loading: state.submitting,
        testId: `${testId}-submit`,
      }}
      cancel={{ label: cancelLabel, onClick: state.onCancel, testId: `${testId}-cancel` }}
    />
  </Form>
);
