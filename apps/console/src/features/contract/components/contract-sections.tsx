// The parts of a contract's page beside its fields: its files (the signed contract and, when the
// merchant says there is one, the proforma invoice), each opened in place through file.json; and
// its goods orders, a page at a time, with what of each already covers collections and what is
// left, over the count and total of all of them.
import type { OpsContractDetail, Order } from '@tradebridge/contracts';
import { formatDateTime, regionName, useLanguage, usePaging } from '@tradebridge/ui';
import { Alert, Card, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/amount.tsx';
import { FileList } from '../../../components/file-list.tsx';
import { FilePreview } from '../../../components/file-preview.tsx';
import { ListTable, LoadFailed } from '../../../components/list-screen.tsx';
import { useContractFile } from '../api/get-contract-file.ts';
import { useOrders } from '../api/list-orders.ts';
import { categoryLabel, formatDecimal, ordersSummary, ShipmentTag } from './contract-labels.tsx';

type ContractFile = OpsContractDetail['contractFile'];
type FileKind = 'contract' | 'pi';

const ContractFilePreview = ({
  contractId,
  file,
  kind,
}: {
  contractId: string;
  file: ContractFile;
  kind: FileKind;
}) => {
  const { t } = useTranslation('contract');
  const query = useContractFile(contractId, file.fileId);
  return (
    <FilePreview
      name={`contract-${kind}`}
      query={query}
      label={t(`files.${kind}`)}
      fileName={file.name}
      mime={file.mime}
      height={480}
      // The row above names the file.
      caption={false}
    />
  );
};

export const FilesCard = ({ contract }: { contract: OpsContractDetail }) => {
  const { t } = useTranslation('contract');
  const files: [FileKind, ContractFile][] = [
    ['contract', contract.contractFile],
    ...(contract.piFile ? [['pi', contract.piFile] as [FileKind, ContractFile]] : []),
  ];
  return (
    <Card title={t('files.title')} data-testid="section-files">
      <Flex vertical gap={12}>
        <FileList
          labels={{ open: t('files.open'), close: t('files.close') }}
          files={files.map(([kind, file]) => ({
            kind: t(`files.${kind}`),
            name: file.name || t('files.unnamed'),
            testId: `file-${kind}`,
            openTestId: `file-open-${kind}`,
            preview: <ContractFilePreview contractId={contract.id} file={file} kind={kind} />,
          }))}
        />
        {contract.hasPi && !contract.piFile && (
          <Alert type="warning" showIcon title={t('files.piMissing')} data-testid="pi-missing" />
        )}
      </Flex>
    </Card>
  );
};

const ORDERS_PER_PAGE = 10;
// Short values (a country, a category, a quantity, a number) do not break: the table scrolls
// sideways rather (its header is measured from the body, so titles still may).
const NOWRAP = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

export const OrdersCard = ({ contract }: { contract: OpsContractDetail }) => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  const { page, setPage } = usePaging(ORDERS_PER_PAGE);
  const query = useOrders({ contractId: contract.id, ...page });

  const columns = useMemo<ColumnsType<Order>>(
    () => [
      {
        title: t('orders.orderNo'),
        dataIndex: 'orderNo',
        minWidth: 120,
        ...NOWRAP,
        render: (orderNo: string) => <span data-testid="order-no">{orderNo}</span>,
      },
      {
        title: t('orders.name'),
        dataIndex: 'name',
        minWidth: 160,
        // At least this wide: a table of twelve columns would squeeze the goods to a word a line.
        render: (name: string, row) => (
          <Flex vertical style={{ minWidth: 150 }}>
            <span>{name}</span>
            {row.description && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.description}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('orders.origin'),
        dataIndex: 'origin',
        minWidth: 90,
        ...NOWRAP,
        render: (origin: string) => regionName(origin, language),
      },
      {
        title: t('orders.category'),
        dataIndex: 'category',
        minWidth: 110,
        ...NOWRAP,
        render: (category: string) => categoryLabel(category, t),
      },
      {
        title: t('orders.quantity'),
        dataIndex: 'quantity',
        align: 'right',
        minWidth: 80,
        ...NOWRAP,
        render: (quantity: string) => formatDecimal(quantity),
      },
      {
        title: t('orders.unitPrice'),
        dataIndex: 'unitPrice',
        align: 'right',
        minWidth: 100,
        ...NOWRAP,
        // Up to 4 decimals whatever the currency (a screw may cost 0.0125): not rounded.
        render: (price: string, row) => `${formatDecimal(price)} ${row.currency}`,
      },
      {
        title: t('orders.total'),
        dataIndex: 'total',
        align: 'right',
        minWidth: 120,
        render: (total: string, row) => <Amount amount={total} currency={row.currency} />,
      },
      {
        title: t('orders.associated'),
        dataIndex: 'associated',
        align: 'right',
        minWidth: 120,
        render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
      },
      {
        title: t('orders.remaining'),
        dataIndex: 'remaining',
        align: 'right',
        minWidth: 120,
        render: (amount: string, row) => <Amount amount={amount} currency={row.currency} />,
      },
      {
        title: t('orders.shipment'),
        dataIndex: 'shipment',
        minWidth: 130,
        render: (shipment: number, row) => (
          <Flex vertical align="flex-start" gap={2}>
            <ShipmentTag state={shipment} />
            {(row.logisticsProvider || row.trackingNumber) && (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {[row.logisticsProvider, row.trackingNumber].filter(Boolean).join(' · ')}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('orders.payer'),
        dataIndex: 'payer',
        minWidth: 140,
        render: (payer: string) => <div style={{ minWidth: 130 }}>{payer}</div>,
      },
      {
        title: t('orders.orderedAt'),
        dataIndex: 'orderedAt',
        minWidth: 100,
        render: (at: string) => formatDateTime(at),
      },
    ],
    [t, language],
  );

  return (
    <Card
      title={t('orders.title')}
      extra={
        <Typography.Text type="secondary" data-testid="orders-summary">
          {ordersSummary(contract.orderCount, contract.orderTotal, contract.currency, t)}
        </Typography.Text>
      }
      styles={{ body: { paddingTop: 8 } }}
      data-testid="section-orders"
    >
      {query.error && (
        <LoadFailed name="orders" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <ListTable<Order>
        name="orders"
        size="small"
        query={query}
        emptyText={t('orders.none')}
        page={page}
        onPage={setPage}
        columns={columns}
      />
    </Card>
  );
};
