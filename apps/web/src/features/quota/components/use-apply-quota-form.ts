// State of the quota application (apply-quota-screen.tsx): the form, its rules (the request's
// problems by field, apply-form.ts; the period from today, judged in mainland China as the server
// does) and the submission with one Idempotency-Key per submission.
import { quotaToday, type QuotaDetail } from '@tradebridge/contracts';
import { App, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { samePath, useIssueText, type FieldPath } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useApplyQuota } from '../api/apply-quota.ts';
import { applyIssuesOf, applyRequestOf, type ApplyValues } from './apply-form.ts';
import { quotaKindOf } from './labels.ts';
import { quotaDetailPath } from './links.ts';

/** The form's name of a request path the server found wrong ("contractIds.0" → contractIds). */
const fieldOfPath = (path: string) => path.split('.')[0];

/** `rule(path, label)`: the problem of the request at `path`, in the user's words. */
const useApplyRules = () => {
  const text = useIssueText();
  return useCallback(
    (path: FieldPath, label: string): FormRule =>
      ({ getFieldsValue }) => ({
        validator: async () => {
          const issues = applyIssuesOf(applyRequestOf(getFieldsValue(true) as ApplyValues));
          const issue = issues.find((i) => samePath(i.path, path));
          if (issue) throw new Error(text(issue, label));
        },
      }),
    [text],
  );
};

export const useApplyQuotaForm = () => {
  const { t } = useTranslation('quota');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyQuota();
  const submission = useSubmissionKey('quota-apply');
  const rule = useApplyRules();
  const { problems, clearProblems, validate, showFailure } = useFormProblems(form, fieldOfPath);
  const validFrom = Form.useWatch('validFrom', form);

  const label = (name: keyof ApplyValues) => t(`fields.${name}`);
  const rules = (name: keyof ApplyValues): FormRule[] => [rule([name], label(name))];

  // The quotas' days are mainland China's: today is judged there, as the server does.
  const today = dayjs(quotaToday(new Date()));
  const fromToday: FormRule = {
    validator: async (_, value: Dayjs | null | undefined) => {
      if (value && value.isBefore(today, 'day')) throw new Error(t('apply.fromToday'));
    },
  };

  const onSubmit = async () => {
    if (!(await validate())) return;
    const request = applyRequestOf(form.getFieldsValue(true) as ApplyValues);
    let quota: QuotaDetail;
    try {
      quota = await submission.send(request, apply.mutateAsync);
    } catch (error) {
      showFailure(error);
      return;
    }
    void message.success(t('apply.submitted'));
    void navigate(quotaDetailPath(quota.quotaNo));
  };

  return {
    form,
    initialValues: {
      kind: quotaKindOf(searchParams.get('kind')),
      contractIds: [],
      fileIds: [],
      note: '',
    },
    validFrom,
    label,
    rules,
    fromToday,
    isBeforeToday: (day: Dayjs) => day.isBefore(today, 'day'),
    problems,
    clearProblems,
    submitting: apply.isPending,
    onSubmit: () => void onSubmit(),
    onCancel: () => void navigate(paths.limit),
  };
};
