// The overview of the settlement quota (quotas-screen.tsx): one card per settlement-limit kind
// (goods trade, service trade, e-commerce) with its status, what its available items grant, use
// and leave, and "Apply" for a user who may operate quotas.
import { PlusOutlined } from '@ant-design/icons';
import {
  QuotaState,
  type QuotaKindSummary,
  type SettlementLimitKind,
} from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuotaOverview } from '../api/get-overview.ts';
import { QUOTA_KINDS } from './labels.ts';
import { quotaApplyPath } from './links.ts';
import { QuotaStateTag } from './quota-tags.tsx';
import { UsageBar } from './usage-bar.tsx';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';
import { LoadingSkeleton } from '../../../components/detail-states.tsx';

/** A kind the server left out has nothing granted. */
const summaryOf = (kinds: QuotaKindSummary[], kind: SettlementLimitKind): QuotaKindSummary =>
  kinds.find((summary) => summary.kind === kind) ?? {
    kind,
    state: QuotaState.NotApproved,
    amount: '0',
    used: '0',
    remaining: '0',
  };

export const usd = (amount: string) => formatMoney(amount, 'USD', { fixed: true });

const Figure = ({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) => (
  <Flex justify="space-between" gap={8} wrap>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <Typography.Text strong={strong} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {value}
    </Typography.Text>
  </Flex>
);

const KindCard = ({ summary, canApply }: { summary: QuotaKindSummary; canApply: boolean }) => {
  const { t } = useTranslation('quota');
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 'auto', display: 'flex', flexDirection: 'column', gap: 8 } }}
      data-testid={`quota-kind-${summary.kind}`}
      title={
        <Flex gap={8} align="center" wrap>
          <span style={{ whiteSpace: 'normal' }}>{t(`kind.${summary.kind}`)}</span>
          <QuotaStateTag state={summary.state} muted data-testid="quota-kind-state" />
        </Flex>
      }
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`overview.${summary.kind}Hint`)}
      </Typography.Text>
      <Figure label={t('fields.amount')} value={usd(summary.amount)} testId="quota-kind-amount" />
      <Figure label={t('fields.used')} value={usd(summary.used)} testId="quota-kind-used" />
      <Figure
        label={t('fields.remaining')}
        value={usd(summary.remaining)}
        strong
        testId="quota-kind-remaining"
      />
      <UsageBar used={summary.used} amount={summary.amount} />
      {canApply ? (
        <Button
          icon={<PlusOutlined />}
          style={{ marginTop: 'auto', alignSelf: 'flex-start' }}
          onClick={() => void navigate(quotaApplyPath(summary.kind))}
          data-testid="quota-kind-apply"
        >
          {t('overview.apply')}
        </Button>
      ) : null}
    </Card>
  );
};

export const Overview = ({ canApply }: { canApply: boolean }) => {
  const { t } = useTranslation('quota');
  const overview = useQuotaOverview();
  if (overview.isPending) return <LoadingSkeleton testId="quota-overview-loading" />;
  if (overview.isError)
    return (
      <LoadFailedResult
        title={t('overview.loadFailed')}
        query={overview}
        retry={t('retry')}
        data-testid="quota-overview-failed"
      />
    );
  return (
    <Row gutter={[16, 16]} data-testid="quota-overview">
      {QUOTA_KINDS.map((kind) => (
        <Col key={kind} xs={24} md={8}>
          <KindCard summary={summaryOf(overview.data.kinds, kind)} canApply={canApply} />
        </Col>
      ))}
    </Row>
  );
};
