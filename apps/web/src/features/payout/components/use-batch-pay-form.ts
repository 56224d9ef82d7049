// The state and effects of the batch payment form (batch-pay-screen.tsx): the mode on screen,
// its request once its fields hold it, the check and its fresh repeat on "Continue", and the
// payment confirmation that makes the batch.
import {
  BatchSource,
  type BatchCheck,
  type BatchRequest,
  type Currency,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePaymentConfirm } from '../../../components/payment-confirm/index.ts';
import { applyServerFields } from '../../../lib/schema-rules.ts';
import { useCheckBatch } from '../api/check-batch.ts';
import { useCreateBatch } from '../api/create-batch.ts';
import { useDownloadBatchErrors } from '../api/download-batch-errors.ts';
import { isBatchShort } from './batch-check-result.tsx';
import {
  fileChoiceOf,
  rowInputOf,
  type BatchFileValues,
  type BatchFormValues,
} from './batch-request.ts';
import { batchDetailPath } from './links.ts';
import { problemOf } from './price-summary.tsx';
import { isQuotaShort } from './quota-notice.tsx';

export type BatchMode = typeof BatchSource.Form | typeof BatchSource.File;

type Checked = { request: BatchRequest; result: BatchCheck };

/** The check may be passed: valid rows (all of them, or only those the user chose), money enough. */
export const mayContinue = (check: BatchCheck, skipInvalid: boolean) =>
  check.validCount > 0 &&
  (check.validCount === check.count || skipInvalid) &&
  !isBatchShort(check) &&
  !isQuotaShort(check.quota);

/** What the user agreed to has changed: other valid rows, or another total. */
const changedMeanwhile = (before: BatchCheck, after: BatchCheck) =>
  before.validCount !== after.validCount ||
  before.count !== after.count ||
  before.total !== after.total;

export const useBatchPayForm = () => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [rowsForm] = Form.useForm<BatchFormValues>();
  const [fileForm] = Form.useForm<BatchFileValues>();
  const [mode, setMode] = useState<BatchMode>(BatchSource.Form);
  const [checked, setChecked] = useState<Checked>();
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const payment = usePaymentConfirm('payout-batch');
  const check = useCheckBatch();
  const create = useCreateBatch();
  const errorFile = useDownloadBatchErrors(t('batch.check.errorFileName'));

  const onChanged = () => {
    setChecked(undefined);
    setSkipInvalid(false);
    setProblem(null);
  };

  /** The request of the mode on screen, once its fields hold what it needs; undefined if not. */
  const requestOf = async (): Promise<BatchRequest | undefined> => {
    try {
      if (mode === BatchSource.Form) {
        const values = await rowsForm.validateFields();
        const currency = values.currency as Currency;
        return {
          source: BatchSource.Form,
          currency,
          rows: values.rows.map((row) => rowInputOf(row, currency)),
        };
      }
      const values = await fileForm.validateFields();
      return {
        source: BatchSource.File,
        choice: fileChoiceOf(values),
        fileId: values.fileId!,
        enteredCount: values.enteredCount ?? null,
        enteredTotal: values.enteredTotal?.trim() ?? null,
      };
    } catch {
      return undefined; // the fields say what is wrong
    }
  };

  /** A refused check said where the user looks: the form's rows on their fields, the rest above. */
  const onCheckFailed = (error: unknown) => {
    if (mode === BatchSource.Form) {
      const rest = applyServerFields(rowsForm, error, (path) => path);
      const onFields = isApiError(error) && error.fields.length > 0;
      setProblem(!onFields ? problemOf(error) : rest.length > 0 ? rest.join('; ') : null);
    } else setProblem(problemOf(error));
  };

  const onCheck = async () => {
    onChanged();
    const request = await requestOf();
    if (!request) return;
    try {
      setChecked({ request, result: await check.mutateAsync(request) });
    } catch (error) {
      onCheckFailed(error);
    }
  };

  const onContinue = async () => {
    if (!checked) return;
    setProblem(null);
    // Checked afresh: the balance, the hours, the payees and the bands may have changed.
    let fresh: BatchCheck;
    setContinuing(true);
    try {
      fresh = await check.mutateAsync(checked.request);
    } catch (error) {
      setProblem(problemOf(error));
      return;
    } finally {
      setContinuing(false);
    }
    const before = checked.result;
    setChecked({ request: checked.request, result: fresh });
    if (changedMeanwhile(before, fresh)) {
      setSkipInvalid(false);
      void message.warning({ key: 'batch-changed', content: t('batch.check.changed') });
      return;
    }
    if (!mayContinue(fresh, skipInvalid)) return; // the check says why
    const { request } = checked;
    payment.confirm({
      total: fresh.total,
      currency: fresh.currency,
      title: t('batch.confirmTitle', { count: fresh.validCount }),
      send: ({ reenteredAmount, ...credentials }, idempotencyKey) =>
        create.mutateAsync({
          request: { ...request, skipInvalid, reenteredAmount, credentials },
          idempotencyKey,
        }),
      onDone: (batch) => {
        void message.success(t('batch.submitted', { batchNo: batch.batchNo, count: batch.count }));
        void navigate(batchDetailPath(batch.batchNo));
      },
    });
  };

  /** Another mode on screen: what was checked was the other one's. */
  const onMode = (next: BatchMode) => {
    setMode(next);
    onChanged();
  };

  return {
    rowsForm,
    fileForm,
    mode,
    onMode,
    onChanged,
    checked,
    skipInvalid,
    setSkipInvalid,
    problem,
    checking: check.isPending && !continuing,
    continuing,
    onCheck,
    onContinue,
    errorFile,
    confirmModal: payment.modal,
  };
};
