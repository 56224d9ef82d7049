// /pay/batch (spec "batch by form, batch by spreadsheet", §5): many transfers confirmed at once, as
// one batch with one batch number. The rows come from the form (at most 20) or from the filled
// template (at most 50); "Check" asks payout/batch/check.json to check every row and the totals
// (nothing is written) and shows what it found. Invalid rows have an error file and may be left
// out when the user chooses so; an entered count or total that differs from the table's is a
// warning the user may pass. "Continue" checks again (the balance, the hours and the rows may have
// changed) and opens the payment confirmation, which takes the valid rows' TOTAL typed again with
// the credentials; one Idempotency-Key per confirmation, reused while the same submission is
// retried. The made batch's detail follows.
import { FileSearchOutlined } from '@ant-design/icons';
import { BatchSource, type BatchCheck } from '@tradebridge/contracts';
import { Alert, Button, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { PayAccess } from './pay-access.tsx';
import { BatchCheckResult } from './batch-check-result.tsx';
import { BatchFileTab } from './batch-file-tab.tsx';
import { BatchFormTab } from './batch-form-tab.tsx';
import { mayContinue, useBatchPayForm, type BatchMode } from './use-batch-pay-form.ts';
import { BackLink } from '../../../components/back-link.tsx';

/** What the check found, and "Continue" once it may be passed. */
const CheckCard = ({
  check,
  skipInvalid,
  onSkipInvalid,
  onErrorFile,
  errorFileLoading,
  continuing,
  onContinue,
}: {
  check: BatchCheck;
  skipInvalid: boolean;
  onSkipInvalid: (skip: boolean) => void;
  onErrorFile: () => void;
  errorFileLoading: boolean;
  continuing: boolean;
  onContinue: () => void;
}) => {
  const { t } = useTranslation('payout');
  const needsSkip = check.validCount < check.count;
  return (
    <Card size="small" title={t('batch.check.title')}>
      <Flex vertical gap={16}>
        <BatchCheckResult
          check={check}
          skipInvalid={skipInvalid}
          onSkipInvalid={onSkipInvalid}
          onErrorFile={onErrorFile}
          errorFileLoading={errorFileLoading}
        />
        <Flex gap={8} align="center" wrap>
          <Button
            type="primary"
            disabled={!mayContinue(check, skipInvalid)}
            loading={continuing}
            onClick={onContinue}
            data-testid="batch-continue"
          >
            {t('batch.continue', { count: check.validCount })}
          </Button>
          {needsSkip && !skipInvalid && check.validCount > 0 ? (
            <Typography.Text type="secondary" data-testid="batch-skip-hint">
              {t('batch.check.tickToContinue')}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
};

const BatchPayForm = () => {
  const { t } = useTranslation('payout');
  const batch = useBatchPayForm();
  const { checked, errorFile } = batch;
  const result = checked?.result;
  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={batch.mode}
        onChange={(key) => batch.onMode(key as BatchMode)}
        data-testid="batch-tabs"
        items={[
          {
            key: BatchSource.Form,
            label: <span data-testid="batch-tab-form">{t('batch.byForm')}</span>,
            children: (
              <BatchFormTab
                form={batch.rowsForm}
                onChanged={batch.onChanged}
                onToSpreadsheet={() => batch.onMode(BatchSource.File)}
              />
            ),
          },
          {
            key: BatchSource.File,
            label: <span data-testid="batch-tab-file">{t('batch.bySpreadsheet')}</span>,
            children: <BatchFileTab form={batch.fileForm} onChanged={batch.onChanged} />,
          },
        ]}
      />
      {batch.problem ? (
        <Alert type="error" showIcon title={batch.problem} data-testid="batch-problem" />
      ) : null}
      <Flex>
        <Button
          type={result ? 'default' : 'primary'}
          icon={<FileSearchOutlined />}
          loading={batch.checking}
          onClick={() => void batch.onCheck()}
          data-testid="batch-check-button"
        >
          {result ? t('batch.checkAgain') : t('batch.check.button')}
        </Button>
      </Flex>
      {checked ? (
        <CheckCard
          check={checked.result}
          skipInvalid={batch.skipInvalid}
          onSkipInvalid={batch.setSkipInvalid}
          onErrorFile={() => void errorFile.downloadErrors(checked.request)}
          errorFileLoading={errorFile.isDownloading}
          continuing={batch.continuing}
          onContinue={() => void batch.onContinue()}
        />
      ) : null}
      {errorFile.overlay}
      {batch.confirmModal}
    </Flex>
  );
};

export const BatchPayScreen = () => {
  const { t } = useTranslation('payout');
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <Card
      title={t('batch.title')}
      data-testid="batch-pay-screen"
      extra={
        <BackLink onClick={() => void navigate(paths.pay)} testId="batch-back">
          {t('batch.back')}
        </BackLink>
      }
    >
      <Typography.Paragraph type="secondary" data-testid="batch-intro">
        {t('batch.intro')}
      </Typography.Paragraph>
      <PayAccess user={user} viewOnlyTestId="batch-view-only">
        <BatchPayForm />
      </PayAccess>
    </Card>
  );
};
