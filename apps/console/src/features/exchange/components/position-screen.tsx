// The FX position (admin, reviewer, finance): what exchanges left in the platform's FX accounts per
// currency (signed: "+" where merchants sold the currency to the platform, "-" where they bought it
// from it), its value in US dollars at the reference rates, the exchange fees earned, and the net
// of all of it in US dollars; today's booked exchanges by pair (each a link to them in the list);
// how many exchanges wait for review (a link to the queue) and the date of the reference rates.
// Every figure is the server's decimal string, formatted, never added up here.
import { ExchangeState, type Currency, type FxPosition } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableCard } from '../../../components/table-card.tsx';
import { exchangeOrdersPath, paths } from '../../../lib/paths.ts';
import { Amount } from '../../../components/amount.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { SettingsScreen } from '../../../components/settings-screen.tsx';
import { usePosition } from '../api/get-position.ts';
import { pairLabel, signedMoney } from './exchange-labels.tsx';

type CurrencyRow = FxPosition['currencies'][number];
type PairRow = FxPosition['today'][number];

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const Figure = ({
  label,
  value,
  extra,
  testId,
}: {
  label: string;
  value: ReactNode;
  extra?: ReactNode;
  testId: string;
}) => (
  <Card size="small" style={{ flex: '1 1 240px', minWidth: 0 }} data-testid={testId}>
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 22, ...numeric }} data-testid={`${testId}-value`}>
        {value}
      </Typography.Text>
      {extra}
    </Flex>
  </Card>
);

const CurrenciesCard = ({ position, action }: { position: FxPosition; action: ReactNode }) => {
  const { t } = useTranslation('exchange');
  const columns: ColumnsType<CurrencyRow> = [
    {
      title: t('position.columns.currency'),
      dataIndex: 'currency',
      render: (code: Currency) => <Typography.Text strong>{code}</Typography.Text>,
    },
    {
      title: t('position.columns.position'),
      dataIndex: 'position',
      align: 'right',
      render: (amount: string, row) => (
        <span style={numeric} data-testid={`position-${row.currency}`}>
          {signedMoney(amount, row.currency)}
        </span>
      ),
    },
    {
      title: t('position.columns.positionUsd'),
      dataIndex: 'positionUsd',
      align: 'right',
      render: (amount: string, row) => (
        <span style={numeric} data-testid={`position-usd-${row.currency}`}>
          {signedMoney(amount, 'USD')}
        </span>
      ),
    },
    {
      title: t('position.columns.fees'),
      dataIndex: 'fees',
      align: 'right',
      render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
    },
  ];
  return (
    <TableCard<CurrencyRow>
      title={t('position.currencies')}
      extra={action}

      testId="position-currencies"
      rowKey="currency"
      columns={columns}
      dataSource={position.currencies}
      tableTestId="position-table"
      summary={() =>
        position.currencies.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('position.net')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong style={numeric} data-testid="position-net-row">
                {signedMoney(position.netUsd, 'USD')}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
          </Table.Summary.Row>
        )
      }
      empty={t('position.noPosition')}
    />
  );
};

const TodayCard = ({ position }: { position: FxPosition }) => {
  const { t } = useTranslation('exchange');
  const columns: ColumnsType<PairRow> = [
    {
      title: t('position.columns.pair'),
      key: 'pair',
      render: (_: unknown, row) => (
        <Link
          to={exchangeOrdersPath({
            today: true,
            state: ExchangeState.Completed,
            sell: row.sellCurrency,
            buy: row.buyCurrency,
          })}
          style={{ whiteSpace: 'nowrap' }}
          data-testid={`today-pair-${row.sellCurrency}-${row.buyCurrency}`}
        >
          {pairLabel(row.sellCurrency, row.buyCurrency)}
        </Link>
      ),
    },
    {
      title: t('position.columns.count'),
      dataIndex: 'count',
      align: 'right',
      render: (count: number) => <span style={numeric}>{count}</span>,
    },
    {
      title: t('position.columns.sellTotal'),
      dataIndex: 'sellTotal',
      align: 'right',
      render: (amount: string, row) => <Amount amount={amount} currency={row.sellCurrency} />,
    },
    {
      title: t('position.columns.buyTotal'),
      dataIndex: 'buyTotal',
      align: 'right',
      render: (amount: string, row) => <Amount amount={amount} currency={row.buyCurrency} />,
    },
  ];
  return (
    <TableCard<PairRow>
      title={t('position.today')}
      extra={
        <Link to={exchangeOrdersPath({ today: true })} data-testid="today-all">
          {t('position.todayAll')}
        </Link>
      }

      testId="position-today"
      rowKey={(row) => `${row.sellCurrency}-${row.buyCurrency}`}
      columns={columns}
      dataSource={position.today}
      tableTestId="today-table"
      empty={t('position.noToday')}
    />
  );
};

export const PositionScreen = () => {
  const { t } = useTranslation('exchange');
  const query = usePosition();
  const { error, refetch } = query;
  const refresh = <RefreshButton query={query} testId="position-refresh" />;

  return (
    <SettingsScreen
      name="position"
      query={query}
      title={t('position.title')}
      description={t('position.intro')}
    >
      {(data) => (
        <>
          {error && <LoadFailed name="position" error={error} onRetry={() => void refetch()} />}
          <Flex gap={16} wrap>
            <Figure
              label={t('position.netUsd')}
              value={signedMoney(data.netUsd, 'USD')}
              extra={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('position.netHelp')}
                </Typography.Text>
              }
              testId="position-net"
            />
            <Figure
              label={t('position.pendingReview')}
              value={data.pendingReview}
              extra={
                <Link to={exchangeOrdersPath({ tab: 'review' })} data-testid="position-review-link">
                  {data.pendingReview > 0 ? t('position.openQueue') : t('position.queueEmpty')}
                </Link>
              }
              testId="position-pending"
            />
            <Figure
              label={t('position.referenceAsOf')}
              value={formatDateTime(data.referenceAsOf)}
              extra={
                <Link to={paths.referenceRates} data-testid="position-rates-link">
                  {t('position.openRates')}
                </Link>
              }
              testId="position-reference"
            />
          </Flex>
          <CurrenciesCard position={data} action={refresh} />
          <TodayCard position={data} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('position.footnote')}
          </Typography.Text>
        </>
      )}
    </SettingsScreen>
  );
};
