// A contract's orders on its detail: the table with the total and what is left to associate, and —
// while the contract takes orders and the user may operate — adding one, importing a file, and
// changing or deleting an order that covers no collection yet (one that does is locked, with a
// tooltip saying why).
import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { toMinor, type ContractDetail, type Order } from '@tradebridge/contracts';
import { formatMoney, isApiError, useNarrowScreen, usePaging } from '@tradebridge/ui';
import { App, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../lib/confirmed-action.ts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useDeleteOrder } from '../api/delete-order.ts';
import { useOrders } from '../api/list-orders.ts';
import { ImportOrdersModal } from './import-orders-modal.tsx';
import { OrderFormModal, type OrderFormTarget } from './order-form-modal.tsx';
import { OrdersTable } from './orders-table.tsx';

const PAGE_SIZE = 10;

const isAssociated = (order: Order) => toMinor(order.associated, order.currency) > 0n;

export const ContractOrders = ({ contract }: { contract: ContractDetail }) => {
  const { t } = useTranslation('contract');
  const { message } = App.useApp();
  const confirm = useConfirmedAction();
  const user = useCurrentUser();
  // On a phone the actions are their icons (named for screen readers and on hover).
  const narrow = useNarrowScreen();
  const paging = usePaging(PAGE_SIZE);
  const orders = useOrders({
    contractId: contract.id,
    pageNum: paging.page.pageNum,
    pageSize: paging.page.pageSize,
  });
  const remove = useDeleteOrder();
  const [editing, setEditing] = useState<OrderFormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const canChange =
    canAccess(user, { permission: 'contract:operate' }) && contract.actions.includes('addOrders');
  const target = { contractId: contract.id, currency: contract.currency };

  const onDelete = (order: Order) =>
    confirm({
      title: t('orders.deleteTitle', { orderNo: order.orderNo }),
      content: t('orders.deleteBody', {
        total: formatMoney(order.total, order.currency, { fixed: true }),
      }),
      okText: t('orders.deleteConfirm'),
      okTestId: 'order-delete-confirm',
      cancelText: t('form.cancel'),
      run: () => remove.mutateAsync({ orderId: order.id, version: order.version }),
      onFailure: (error) => void message.error(isApiError(error) ? error.message : String(error)),
      done: t('orders.deleted'),
    });

  const actions = (order: Order) => {
    const locked = isAssociated(order);
    const buttons = (
      <>
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          disabled={locked}
          onClick={() => setEditing({ ...target, order })}
          aria-label={t('orders.edit')}
          title={narrow ? t('orders.edit') : undefined}
          data-testid="order-edit"
        >
          {narrow ? null : t('orders.edit')}
        </Button>
        <Button
          size="small"
          type="link"
          danger
          icon={<DeleteOutlined />}
          disabled={locked}
          onClick={() => onDelete(order)}
          aria-label={t('orders.delete')}
          title={narrow ? t('orders.delete') : undefined}
          data-testid="order-delete"
        >
          {narrow ? null : t('orders.delete')}
        </Button>
      </>
    );
    // A disabled button gets no pointer events: the tooltip sits on what holds them.
    return locked ? (
      <Tooltip title={t('orders.lockedTip')}>
        <span style={{ display: 'inline-flex', cursor: 'not-allowed' }} data-testid="order-locked">
          {buttons}
        </span>
      </Tooltip>
    ) : (
      buttons
    );
  };

  return (
    <Card
      size="small"
      title={t('detail.orders')}
      data-testid="contract-orders"
      extra={
        canChange ? (
          <Flex gap={8} wrap justify="flex-end">
            <Button
              size="small"
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              data-testid="orders-import"
            >
              {t('orders.import')}
            </Button>
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(target)}
              data-testid="orders-add"
            >
              {t('orders.add')}
            </Button>
          </Flex>
        ) : null
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" data-testid="contract-orders-summary">
          {t('detail.ordersSummary', {
            count: contract.orderCount,
            total: formatMoney(contract.orderTotal, contract.currency, { fixed: true }),
          })}
        </Typography.Text>
        {orders.isError && !orders.data ? (
          <Typography.Text type="danger" data-testid="contract-orders-failed">
            {t('orders.loadFailed')}{' '}
            <Typography.Link onClick={() => void orders.refetch()}>{t('retry')}</Typography.Link>
          </Typography.Text>
        ) : (
          <OrdersTable
            orders={orders.data?.list ?? []}
            loading={orders.isFetching}
            pending={orders.isPending}
            emptyText={canChange ? t('orders.emptyAdd') : t('orders.empty')}
            {...(canChange ? { actions } : {})}
            pagination={paging.pagination(orders.data?.total ?? 0, (total) =>
              t('orders.total', { count: total }),
            )}
            data-testid="contract-orders-table"
          />
        )}
      </Flex>
      <OrderFormModal target={editing} onClose={() => setEditing(null)} />
      <ImportOrdersModal target={importing ? target : null} onClose={() => setImporting(false)} />
    </Card>
  );
};
