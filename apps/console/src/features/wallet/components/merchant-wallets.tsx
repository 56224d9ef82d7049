// A merchant's wallets as a card on the merchant's page: every currency with its five capital
// types, and for admin and finance the credit from the sandbox bank.
import { BankOutlined } from '@ant-design/icons';
import type { WalletBalance } from '@tradebridge/contracts';
import { formatMoney, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, Button, Card, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { useMerchantWallets } from '../api/list-wallets.ts';
import { SandboxCreditModal } from './sandbox-credit-modal.tsx';

const AMOUNT_COLUMNS = [
  'available',
  'inTransit',
  'pendingSettlement',
  'frozen',
  'deposit',
] as const satisfies readonly (keyof WalletBalance)[];

/** Matches zero in any scale ("0", "0.00"): such amounts are shown quieter. */
const ZERO = /^0+(?:\.0+)?$/;

export type MerchantWalletsProps = {
  merchant: { id: string; name: string };
  /** The operator may credit from the sandbox bank (admin, finance). */
  canCredit: boolean;
};

export const MerchantWallets = ({ merchant, canCredit }: MerchantWalletsProps) => {
  const { t } = useTranslation('wallet');
  const { t: tCommon } = useTranslation('common');
  const [crediting, setCrediting] = useState(false);
  const query = useMerchantWallets(merchant.id);
  const { data, error, isPending, refetch } = query;

  const columns = useMemo<ColumnsType<WalletBalance>>(
    () => [
      {
        title: t('columns.currency'),
        dataIndex: 'currency',
        width: 110,
        fixed: 'left',
        render: (currency: string) => <Typography.Text strong>{currency}</Typography.Text>,
      },
      ...AMOUNT_COLUMNS.map((field): ColumnsType<WalletBalance>[number] => ({
        title: t(`columns.${field}`),
        dataIndex: field,
        align: 'right',
        render: (value: string, wallet) => (
          <Typography.Text
            type={ZERO.test(value) ? 'secondary' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            data-testid={`wallet-${wallet.currency}-${field}`}
          >
            {formatMoney(value, wallet.currency, { withCurrency: false, fixed: true })}
          </Typography.Text>
        ),
      })),
    ],
    [t],
  );

  return (
    <Card
      title={t('title')}
      data-testid="merchant-wallets"
      styles={{ body: { padding: 0 } }}
      extra={
        <Flex gap={8}>
          <RefreshButton query={query} />
          {canCredit && (
            <Button
              icon={<BankOutlined />}
              onClick={() => setCrediting(true)}
              data-testid="sandbox-credit"
            >
              {t('credit.action')}
            </Button>
          )}
        </Flex>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          banner
          title={tCommon('loadFailed')}
          description={error.message}
          data-testid="wallets-error"
          action={<Button onClick={() => void refetch()}>{tCommon('retry')}</Button>}
        />
      )}
      <Table<WalletBalance>
        rowKey="currency"
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={false}
        {...WIDE_TABLE}
        size="middle"
        data-testid="wallets-table"
        locale={{
          emptyText:
            isPending && !error ? (
              <div data-testid="wallets-loading">
                <Skeleton active title={false} paragraph={{ rows: 3 }} />
              </div>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={error ? tCommon('loadFailed') : t('empty')}
              />
            ),
        }}
      />
      {canCredit && (
        <SandboxCreditModal
          merchant={merchant}
          open={crediting}
          onClose={() => setCrediting(false)}
        />
      )}
    </Card>
  );
};
