// The ledger check (admin, finance): runs the ledger's invariant check on demand and shows each
// invariant with what it means, how much it covered and its breaches (none: green; some: the red
// list the server found), with the time it ran. Invariants the console does not know yet show the
// server's name and description.
import {
  CheckCircleFilled,
  CloseCircleFilled,
  PlayCircleOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { LedgerVerification } from '@tradebridge/contracts';
import { formatDateTime, PageContainer } from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Spin, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerifyLedger } from '../api/verify-ledger.ts';

type Check = LedgerVerification['checks'][number];

/** The server lists at most this many breaches per invariant. */
const BREACH_LIMIT = 100;

const CheckCard = ({ check }: { check: Check }) => {
  const { t, i18n } = useTranslation('ledger');
  const { token } = theme.useToken();
  const known = i18n.exists(`checks.${check.name}.title`, { ns: 'ledger' });
  const passed = check.breaches.length === 0;
  const title = known ? t(`checks.${check.name}.title`) : check.name;
  const description = known ? t(`checks.${check.name}.description`) : check.description;
  const covered = known
    ? t(`checks.${check.name}.covered`, { count: check.checked })
    : t('covered', { count: check.checked });

  return (
    <Card
      size="small"
      data-testid={`ledger-check-${check.name}`}
      data-passed={passed}
      style={{ borderInlineStart: `4px solid ${passed ? token.colorSuccess : token.colorError}` }}
    >
      <Flex gap={12} align="flex-start">
        {passed ? (
          <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 20, marginTop: 2 }} />
        ) : (
          <CloseCircleFilled style={{ color: token.colorError, fontSize: 20, marginTop: 2 }} />
        )}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{title}</Typography.Text>
            <Tag color={passed ? 'success' : 'error'} data-testid="ledger-check-result">
              {passed ? t('passed') : t('breached')}
            </Tag>
          </Flex>
          <Typography.Text type="secondary">{description}</Typography.Text>
          <Typography.Text data-testid="ledger-check-covered">{covered}</Typography.Text>
          {!passed && (
            <Flex vertical gap={4} style={{ marginTop: 4 }}>
              <Typography.Text type="danger" strong>
                {t('breachCount', { count: check.breaches.length })}
              </Typography.Text>
              <ul
                data-testid="ledger-check-breaches"
                style={{
                  margin: 0,
                  paddingBlock: 8,
                  paddingInlineStart: 28,
                  paddingInlineEnd: 12,
                  maxHeight: 280,
                  overflow: 'auto',
                  color: token.colorError,
                  background: token.colorErrorBg,
                  border: `1px solid ${token.colorErrorBorder}`,
                  borderRadius: token.borderRadius,
                  fontFamily: token.fontFamilyCode,
                  fontSize: 12,
                  wordBreak: 'break-word',
                }}
              >
                {check.breaches.map((breach, index) => (
                  <li key={index}>{breach}</li>
                ))}
              </ul>
              {check.breaches.length >= BREACH_LIMIT && (
                <Typography.Text type="secondary">{t('breachLimit')}</Typography.Text>
              )}
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
};

const Results = ({ result }: { result: LedgerVerification }) => {
  const { t } = useTranslation('ledger');
  const failed = result.checks.filter((check) => check.breaches.length > 0).length;
  const count = result.checks.length;
  return (
    <Flex vertical gap={12} data-testid="ledger-results">
      <Alert
        type={failed === 0 ? 'success' : 'error'}
        showIcon
        title={failed === 0 ? t('allPass', { count }) : t('someFail', { failed, count })}
        description={
          <span data-testid="ledger-checked-at">
            {t('checkedAt', { time: formatDateTime(result.checkedAt) })}
          </span>
        }
        data-testid="ledger-summary"
      />
      {result.checks.map((check) => (
        <CheckCard key={check.name} check={check} />
      ))}
    </Flex>
  );
};

export const LedgerCheckScreen = () => {
  const { t } = useTranslation('ledger');
  const { t: tCommon } = useTranslation('common');
  const verify = useVerifyLedger();
  const run = () => verify.mutate();

  let body;
  if (verify.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={tCommon('loadFailed')}
        description={verify.error.message}
        data-testid="ledger-error"
        action={<Button onClick={run}>{tCommon('retry')}</Button>}
      />
    );
  } else if (verify.data) {
    body = (
      <Spin spinning={verify.isPending} tip={t('running')}>
        <Results result={verify.data} />
      </Spin>
    );
  } else if (verify.isPending) {
    body = (
      <Card>
        <Flex vertical align="center" gap={12} style={{ padding: 32 }} data-testid="ledger-running">
          <Spin />
          <Typography.Text type="secondary">{t('running')}</Typography.Text>
        </Flex>
      </Card>
    );
  } else {
    body = (
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('notRun')}
          data-testid="ledger-not-run"
        />
      </Card>
    );
  }

  return (
    <PageContainer
      testId="ledger-check-screen"
      title={t('title')}
      description={t('intro')}
      actions={
        <Button
          type="primary"
          icon={verify.data ? <ReloadOutlined /> : <PlayCircleOutlined />}
          loading={verify.isPending}
          onClick={run}
          data-testid="ledger-run"
        >
          {verify.data ? t('runAgain') : t('run')}
        </Button>
      }
    >
      {body}
    </PageContainer>
  );
};
