// /pay/batch (spec "batch by form, batch by spreadsheet", §5): many transfers confirmed at once, as
// one batch with one batch number. The rows come from the form (at most 20) or from the filled
// template (at most 50); "Check" asks payout/batch/check.json to check every row and the totals
// (nothing is written) and shows what it found. Invalid rows have an error file and may be left
// out when the user chooses so; an entered count or total that differs from the table's is a
// warning the user may pass. "Continue" checks again (the balance, the hours and the rows may have
// changed) and opens the payment confirmation, which takes the valid rows' TOTAL typed again with
// the credentials; one Idempotency-Key per confirmation, reused while the same submission is
// retried. The made batch's detail follows.
import { ArrowLeftOutlined, FileSearchOutlined } from '@ant-design/icons';
import {
  BatchSource,
  type BatchCheck,
  type BatchRequest,
  type Currency,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Alert, Button, Card, Flex, Form, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CertificationRequired } from '../../../components/certification-required.tsx';
import {
  PaymentConfirmModal,
  type PaymentConfirmCredentials,
} from '../../../components/payment-confirm/index.ts';
import { canAccess } from '../../../lib/access.ts';
import { needsCertification } from '../../../lib/certification.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { applyServerFields } from '../../../lib/schema-rules.ts';
import { isFinalAnswer } from '../../../lib/submission-key.ts';
import { useCheckBatch } from '../api/check-batch.ts';
import { useCreateBatch } from '../api/create-batch.ts';
import { useDownloadBatchErrors } from '../api/download-batch-errors.ts';
import { BatchCheckResult, isBatchShort } from './batch-check-result.tsx';
import { BatchFileTab } from './batch-file-tab.tsx';
import { BatchFormTab } from './batch-form-tab.tsx';
import {
  fileChoiceOf,
  rowInputOf,
  type BatchFileValues,
  type BatchFormValues,
} from './batch-request.ts';
import { batchDetailPath } from './links.ts';
import { problemOf } from './price-summary.tsx';
import { isQuotaShort } from './quota-notice.tsx';

type Mode = typeof BatchSource.Form | typeof BatchSource.File;

const newIdempotencyKey = () => `payout-batch-${crypto.randomUUID()}`;

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

const BatchPayForm = () => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [rowsForm] = Form.useForm<BatchFormValues>();
  const [fileForm] = Form.useForm<BatchFileValues>();
  const [mode, setMode] = useState<Mode>(BatchSource.Form);
  const [checked, setChecked] = useState<Checked>();
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState('');
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
    // One key per confirmation: a new user action, not a retry of an earlier one.
    setIdempotencyKey(newIdempotencyKey());
    setConfirming(true);
  };

  const onConfirm = async ({ reenteredAmount, ...credentials }: PaymentConfirmCredentials) => {
    if (!checked) return;
    try {
      const batch = await create.mutateAsync({
        request: { ...checked.request, skipInvalid, reenteredAmount, credentials },
        idempotencyKey,
      });
      setConfirming(false);
      void message.success(t('batch.submitted', { batchNo: batch.batchNo, count: batch.count }));
      void navigate(batchDetailPath(batch.batchNo));
    } catch (error) {
      // Answered for good (a wrong password, rows gone bad...): what the user sends next is a new
      // submission. Network failures and server errors keep the key: the retry is the same one.
      if (isFinalAnswer(error)) setIdempotencyKey(newIdempotencyKey());
      throw error;
    }
  };

  const result = checked?.result;
  const needsSkip = result !== undefined && result.validCount < result.count;

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={mode}
        onChange={(key) => {
          setMode(key as Mode);
          onChanged();
        }}
        data-testid="batch-tabs"
        items={[
          {
            key: BatchSource.Form,
            label: <span data-testid="batch-tab-form">{t('batch.byForm')}</span>,
            children: (
              <BatchFormTab
                form={rowsForm}
                onChanged={onChanged}
                onToSpreadsheet={() => {
                  setMode(BatchSource.File);
                  onChanged();
                }}
              />
            ),
          },
          {
            key: BatchSource.File,
            label: <span data-testid="batch-tab-file">{t('batch.bySpreadsheet')}</span>,
            children: <BatchFileTab form={fileForm} onChanged={onChanged} />,
          },
        ]}
      />
      {problem ? <Alert type="error" showIcon title={problem} data-testid="batch-problem" /> : null}
      <Flex>
        <Button
          type={result ? 'default' : 'primary'}
          icon={<FileSearchOutlined />}
          loading={check.isPending && !continuing}
          onClick={() => void onCheck()}
          data-testid="batch-check-button"
        >
          {result ? t('batch.checkAgain') : t('batch.check.button')}
        </Button>
      </Flex>
      {result ? (
        <Card size="small" title={t('batch.check.title')}>
          <Flex vertical gap={16}>
            <BatchCheckResult
              check={result}
              skipInvalid={skipInvalid}
              onSkipInvalid={setSkipInvalid}
              onErrorFile={() => void errorFile.downloadErrors(checked.request)}
              errorFileLoading={errorFile.isDownloading}
            />
            <Flex gap={8} align="center" wrap>
              <Button
                type="primary"
                disabled={!mayContinue(result, skipInvalid)}
                loading={continuing}
                onClick={() => void onContinue()}
                data-testid="batch-continue"
              >
                {t('batch.continue', { count: result.validCount })}
              </Button>
              {needsSkip && !skipInvalid && result.validCount > 0 ? (
                <Typography.Text type="secondary" data-testid="batch-skip-hint">
                  {t('batch.check.tickToContinue')}
                </Typography.Text>
              ) : null}
            </Flex>
          </Flex>
        </Card>
      ) : null}
      {errorFile.overlay}
      <PaymentConfirmModal
        open={confirming && result !== undefined}
        total={result?.total ?? '0'}
        currency={result?.currency ?? ''}
        title={t('batch.confirmTitle', { count: result?.validCount ?? 0 })}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </Flex>
  );
};

export const BatchPayScreen = () => {
  const { t } = useTranslation('payout');
  const navigate = useNavigate();
  const user = useCurrentUser();
  let body;
  if (needsCertification(user.state)) body = <CertificationRequired user={user} />;
  else if (!canAccess(user, { permission: 'pay:operate' }))
    body = <Alert type="info" showIcon title={t('form.viewOnly')} data-testid="batch-view-only" />;
  else body = <BatchPayForm />;
  return (
    <Card
      title={t('batch.title')}
      data-testid="batch-pay-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(paths.pay)}
          data-testid="batch-back"
        >
          {t('batch.back')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" data-testid="batch-intro">
        {t('batch.intro')}
      </Typography.Paragraph>
      {body}
    </Card>
  );
};
