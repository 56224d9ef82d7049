// State of the collection account application (apply-screen.tsx): the form and its schema rules,
// and the submission — a new application with one Idempotency-Key per submission, a refused one
// resubmitted with the version it was read at. A merchant found not certified is told so instead
// of the form; an application changed meanwhile is said in a toast.
import {
  ZApplyAccountRequest,
  type ApplyAccountRequest,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useApplyForAccount } from '../api/apply.ts';
import { useResubmitAccount } from '../api/resubmit.ts';
import { accountDetailPath } from './links.ts';
import {
  applyRequestOf,
  applyValuesOf,
  fieldOfRequestPath,
  type ApplyValues,
} from './profile-fields.tsx';

/** Codes that mean the application on screen is not the server's any more. */
const STALE_CODES = new Set(['COLLECTION_CHANGED', 'COLLECTION_ACCOUNT_STATE']);

export const useApplyForm = (account: CollectionAccountDetail | undefined) => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyForAccount();
  const resubmit = useResubmitAccount();
  const rule = useSchemaRules(ZApplyAccountRequest, applyRequestOf);
  const { problems, clearProblems, validate, showFailure } = useFormProblems(
    form,
    fieldOfRequestPath,
  );
  const [uncertified, setUncertified] = useState(false);
  const { send } = useSubmissionKey('collection-apply');

  const onFailed = (error: unknown) => {
    if (isApiError(error) && error.code === 'REAL_PERSON_AUTH_FIRST') {
      setUncertified(true);
      return;
    }
    if (isApiError(error) && STALE_CODES.has(error.code)) {
      void message.warning({ content: t('apply.changed'), key: 'apply-changed' });
      return;
    }
    showFailure(error);
  };

  const onSubmit = async () => {
    if (!(await validate())) return;
    const parsed = ZApplyAccountRequest.safeParse(applyRequestOf(form.getFieldsValue(true)));
    if (!parsed.success) return; // every field has said why
    const request: ApplyAccountRequest = parsed.data;
    let saved: CollectionAccountDetail;
    try {
      if (account) {
        saved = await resubmit.mutateAsync({
          ...request,
          accountId: account.id,
          version: account.version,
        });
      } else {
        saved = await send(request, apply.mutateAsync);
      }
    } catch (error) {
      onFailed(error);
      return;
    }
    void message.success(account ? t('apply.resubmitted') : t('apply.applied'));
    void navigate(accountDetailPath(saved.id));
  };

  return {
    form,
    initialValues: account ? applyValuesOf(account) : { currencies: [], alias: '' },
    rule,
    uncertified,
    problems,
    clearProblems,
    submitting: apply.isPending || resubmit.isPending,
    onSubmit: () => void onSubmit(),
    onCancel: () => void navigate(account ? accountDetailPath(account.id) : paths.act),
  };
};
