// One step of the certification forms (company, people, documents, individual): the fields are
// checked as they are typed (form-rules.ts), "Next" saves the step as the server's draft with the
// case version the screen shows and goes on to what is next. When another device or tab changed
// the case meanwhile (CERTIFICATION_CHANGED), the case is loaded again, the localized error says
// so, and the form keeps what was typed: "Next" then saves it over the newer version.
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  STEPS_OF,
  type CertificationCase,
  type CertificationStep,
  type EntityType,
  type SaveStepRequest,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Alert, Button, Flex, Form, Result, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSaveStep } from '../api/save-step.ts';
import { CaseScreen, isEditable, nextPathOf, STEP_PATHS } from './case-progress.tsx';
import { applyServerFields } from './form-rules.ts';
import { validValues } from '../../../lib/valid-values.ts';

export type StepFormProps<V> = {
  step: CertificationStep;
  entityType: EntityType;
  form: FormInstance<V>;
  /** The form's values from the saved draft (or empty ones). */
  initialValues: (kase: CertificationCase) => Partial<V>;
  /** The form's values as the step's data. */
  toWire: (values: V) => unknown;
  /** Told when the values change (live sums, for example). */
  onValuesChange?: (values: V) => void;
  children: (kase: CertificationCase, disabled: boolean) => ReactNode;
};

const StepFormBody = <V,>({
  kase,
  step,
  form,
  initialValues,
  toWire,
  onValuesChange,
  children,
}: StepFormProps<V> & { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const save = useSaveStep();
  const [problem, setProblem] = useState<{ message: string; code: string }>();
  // The draft as it was when the screen opened: a case loaded again later never resets the form.
  const [initial] = useState(() => initialValues(kase));
  const editable = isEditable(kase);
  const steps = STEPS_OF[kase.entityType ?? 'b'];
  const previous = steps[steps.indexOf(step) - 1];

  const onNext = async () => {
    setProblem(undefined);
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
    try {
      const saved = await save.mutateAsync({
        version: kase.version,
        step,
        data: toWire(values),
      } as SaveStepRequest);
      void navigate(nextPathOf(saved));
    } catch (error) {
      const rest = applyServerFields(form, error);
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && rest.length === 0) return;
      setProblem({
        code: isApiError(error) ? error.code : 'UNKNOWN',
        message:
          rest.length > 0
            ? rest.join('; ')
            : error instanceof Error
              ? error.message
              : String(error),
      });
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={!editable || save.isPending}
      scrollToFirstError={{ block: 'center' }}
      onValuesChange={(_, all) => onValuesChange?.(all)}
      data-testid={`step-form-${step}`}
      style={{ maxWidth: 880 }}
    >
      {editable ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.locked')}
          data-testid="step-locked"
        />
      )}
      {children(kase, !editable)}
      {problem ? (
        <Alert
          type={problem.code === 'CERTIFICATION_CHANGED' ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          title={problem.message}
          data-testid="step-problem"
          data-code={problem.code}
        />
      ) : null}
      <Flex gap={8} wrap justify="space-between">
        <Button
          icon={<ArrowLeftOutlined />}
          disabled={false}
          onClick={() => void navigate(previous ? STEP_PATHS[previous] : paths.certification.hub)}
          data-testid="step-back"
        >
          {t('form.back')}
        </Button>
        {editable ? (
          <Button
            type="primary"
            onClick={() => void onNext()}
            loading={save.isPending}
            data-testid="step-next"
          >
            {t('form.saveAndNext')}
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
};

/** A step's screen: its form, or a way to the right type when the case is of the other one. */
export const StepFormScreen = <V,>(props: StepFormProps<V> & { title: string; testId: string }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const { title, testId, step, entityType } = props;
  return (
    <CaseScreen title={title} stage={step} testId={testId}>
      {(kase) =>
        kase.entityType === entityType ? (
          <StepFormBody {...props} kase={kase} />
        ) : (
          <Result
            status="info"
            title={t('form.otherType')}
            data-testid="step-other-type"
            extra={
              <Button type="primary" onClick={() => void navigate(paths.certification.hub)}>
                {t('toHub')}
              </Button>
            }
          />
        )
      }
    </CaseScreen>
  );
};
