// /collect/detail?id= (spec "collection", one of them): the amount, payer, account, bank reference
// and note, the references and payer's details the bank gave (end-to-end id, creditor reference,
// address, account, ultimate payer), the state with the receipt's progress label and the reason it is held or refused, the
// materials handed in and the timeline. While it waits for materials the merchant hands them in
// here ("materials update") or withdraws it (the money goes back to the payer). A collection a
// reviewer moved meanwhile (COLLECTION_CHANGED) is said so and read again.
import { ConfirmedActionButton } from '../../../components/confirmed-action-button.tsx';
import {
  DetailColumns,
  DetailFields,
  DetailNotice,
  DetailFigure,
  detailScreen,
} from '../../../components/detail-page.tsx';
import { EventTimeline } from './event-timeline.tsx';
import { LinkOutlined, RollbackOutlined } from '@ant-design/icons';
import { ASSOCIABLE_COLLECTION_STATES, type CollectionDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, formatMoney, regionName, useLanguage } from '@tradebridge/ui';
import { Button, Card, Empty, Flex, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStaleFailure } from '../../../lib/confirmed-action.ts';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useCancelCollection } from '../api/cancel-collection.ts';
import { isStaleCollection, useCollection } from '../api/get-collection.ts';
import { CollectionStateTag } from './collection-state-tag.tsx';
import { useReasonText } from './labels.ts';
import { associateOrdersPath } from './links.ts';
import { MaterialsForm } from './materials-form.tsx';

const Materials = ({ materials }: { materials: CollectionDetail['materials'] }) => {
  const { t } = useTranslation('collection');
  if (materials.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('materials.none')}
        data-testid="materials-none"
      />
    );
  return (
    <Table
      size="small"
      rowKey={(m) => `${m.fileId}-${m.uploadedAt}-${m.kind}`}
      pagination={false}
      dataSource={materials}
      scroll={{ x: true }}
      data-testid="materials-list"
      columns={[
        {
          title: t('materials.kind'),
          dataIndex: 'kind',
          render: (kind: string) => (
            <span style={{ whiteSpace: 'nowrap' }}>{t(`materialKind.${kind}`)}</span>
          ),
        },
        {
          title: t('materials.fileName'),
          dataIndex: 'name',
          render: (name: string) => (
            <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 280 }}>
              {name}
            </Typography.Text>
          ),
        },
        {
          title: t('materials.uploadedAt'),
          dataIndex: 'uploadedAt',
          render: (at: string) => (
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>
          ),
        },
      ]}
    />
  );
};

/** Withdraw: asked to confirm, since the money goes back to the payer for good. */
const CancelButton = ({ collection }: { collection: CollectionDetail }) => {
  const { t } = useTranslation('collection');
  const cancel = useCancelCollection();
  const onFailure = useStaleFailure(isStaleCollection, {
    key: 'collection-changed',
    content: t('collection.changed'),
  });
  return (
    <ConfirmedActionButton
      danger
      icon={<RollbackOutlined />}
      loading={cancel.isPending}
      data-testid="collection-cancel"
      action={{
        title: t('cancel.title'),
        content: t('cancel.body', {
          amount: formatMoney(collection.amount, collection.currency, { fixed: true }),
          payer: collection.payerName,
        }),
        okText: t('cancel.confirm'),
        okTestId: 'cancel-confirm',
        cancelText: t('cancel.keep'),
        run: () => cancel.mutateAsync({ collectionId: collection.id, version: collection.version }),
        onFailure,
        done: t('cancel.done'),
      }}
    >
      {t('cancel.button')}
    </ConfirmedActionButton>
  );
};

/**
 * What identifies the payment and its payer as the bank gave them, each only when given: the
 * end-to-end and transaction ids, the UETR, the creditor reference (an invoice's QR/RF reference),
 * the payer's address and account, and the party the payer paid for.
 */
const paymentFields = (collection: CollectionDetail, t: TFunction<'collection'>) => {
  const { endToEndId, transactionId, uetr, creditorReference } = collection.references;
  const field = (key: string, value: string | null, copyable = true) =>
    value
      ? [
          {
            key,
            label: t(`collection.${key}`),
            children: (
              <Typography.Text
                copyable={copyable}
                style={{ overflowWrap: 'anywhere' }}
                data-testid={`collection-${key}`}
              >
                {value}
              </Typography.Text>
            ),
          },
        ]
      : [];
  return [
    ...field('endToEndId', endToEndId),
    ...field('transactionId', transactionId),
    ...field('uetr', uetr),
    ...field('creditorReference', creditorReference),
    ...field('payerAccount', collection.payerAccount),
    ...field('payerAddress', collection.payerAddress, false),
    ...field('ultimatePayer', collection.ultimatePayer, false),
  ];
};

const CollectionBody = ({ collection }: { collection: CollectionDetail }) => {
  const { t } = useTranslation('collection');
  const language = useLanguage();
  const reasonText = useReasonText();
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'collect:operate' });
  const reason = reasonText(collection.reason);
  const needsMaterials = collection.actions.includes('uploadMaterials');
  return (
    <Flex vertical gap={16}>
      {needsMaterials ? (
        <DetailNotice
          type="warning"
          title={t('collection.materialsNeeded')}
          data-testid="collection-needs-materials"
        >
          {reason ? (
            <span data-testid="collection-materials-reason">
              {t('collection.reasonLine', { reason })}
            </span>
          ) : null}
          <span>
            {canOperate ? t('collection.materialsHint') : t('collection.materialsHintViewer')}
          </span>
        </DetailNotice>
      ) : null}
      <Flex gap={24} wrap align="center">
        <DetailFigure label={t('collections.amount')} size={26} testId="collection-amount">
          {formatMoney(collection.amount, collection.currency, { fixed: true })}
        </DetailFigure>
        <CollectionStateTag collection={collection} />
      </Flex>
      <DetailFields
        testId="collection-summary"
        items={[
          ...(reason && !needsMaterials
            ? [
                {
                  key: 'reason',
                  label: t('collections.reason'),
                  span: { xs: 1, lg: 2 },
                  children: <span data-testid="collection-reason">{reason}</span>,
                },
              ]
            : []),
          { key: 'payer', label: t('collection.payerName'), children: collection.payerName },
          {
            key: 'country',
            label: t('collection.payerCountry'),
            children: regionName(collection.payerCountry, language),
          },
          {
            key: 'kind',
            label: t('collection.payerKind'),
            children: t(`payerKind.${collection.payerKind}`),
          },
          {
            key: 'account',
            label: t('collections.account'),
            children: collection.accountAlias
              ? t('collections.accountOf', {
                  alias: collection.accountAlias,
                  number: collection.accountNumber,
                })
              : collection.accountNumber,
          },
          {
            key: 'reference',
            label: t('collection.bankReference'),
            children: (
              <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
                {collection.bankReference}
              </Typography.Text>
            ),
          },
          ...paymentFields(collection, t),
          {
            key: 'orderNo',
            label: t('collections.orderNo'),
            children: <Typography.Text copyable>{collection.orderNo}</Typography.Text>,
          },
          {
            key: 'arrivedAt',
            label: t('collections.arrivedAt'),
            children: formatDateTime(collection.arrivedAt),
          },
          {
            key: 'creditedAt',
            label: t('collection.creditedAt'),
            children: formatDateTime(collection.creditedAt),
          },
          {
            key: 'note',
            label: t('collection.note'),
            span: { xs: 1, lg: 2 },
            children: collection.note || EMPTY_VALUE,
          },
        ]}
      />
      <DetailColumns
        wideFrom="xl"
        mainSpan={14}
        main={
          <Flex vertical gap={16}>
            <Card size="small" title={t('materials.title')} data-testid="collection-materials">
              <Materials materials={collection.materials} />
            </Card>
            {needsMaterials && canOperate ? (
              <Card size="small" title={t('materials.upload')}>
                <MaterialsForm collection={collection} />
              </Card>
            ) : null}
          </Flex>
        }
        side={
          <Card size="small" title={t('collection.history')}>
            <EventTimeline kind="collection" history={collection.history} reasonText={reasonText} />
          </Card>
        }
      />
    </Flex>
  );
};

/** Associating orders and cancelling, each as the user's rights and the collection allow. */
const CollectionActions = ({ record }: { record: CollectionDetail | undefined }) => {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'collect:operate' });
  const canAssociate = canAccess(user, { permission: 'contract:operate' });
  return (
    <>
      {record && canAssociate && ASSOCIABLE_COLLECTION_STATES.includes(record.state) ? (
        <Button
          icon={<LinkOutlined />}
          onClick={() => void navigate(associateOrdersPath(record.id))}
          data-testid="collection-associate-orders"
        >
          {t('collection.associateOrders')}
        </Button>
      ) : null}
      {record && canOperate && record.actions.includes('cancel') ? (
        <CancelButton collection={record} />
      ) : null}
    </>
  );
};

export const CollectionDetailScreen = detailScreen({
  namespace: 'collection',
  param: 'id',
  useRecord: useCollection,
  texts: 'collection',
  titleOf: (data, t) => t('collection.titleOf', { orderNo: data.orderNo }),
  testId: 'collection-detail-screen',
  statesTestId: 'collection',
  back: { to: paths.collect, text: 'backToCollections' },
  Actions: CollectionActions,
  body: (data) => <CollectionBody collection={data} />,
});
