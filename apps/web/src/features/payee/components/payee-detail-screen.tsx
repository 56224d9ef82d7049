// /payee/detail?id= (spec detailPayee): a payee's details as they were filled (a card's number as
// its last four), its review state with the reviewer's reason and what comes next, its story, and
// the actions the server lists for a user who may operate payees: edit (resubmit a refused one)
// and delete (confirmed); and for an approved payee, to a user who may pay, "pay" (or "withdraw" to
// a withdrawal account), which opens /pay with the payee and the order type chosen. A payee changed
// meanwhile is read again, with a word.
import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import {
  BANK_PAYEE_FIELDS,
  BankCardState,
  CARD_PAYEE_FIELDS,
  PayeeAction,
  PayeeMethod,
  PayeeUsage,
  OrderType,
  type PayeeDetail,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, regionName, useLanguage } from '@tradebridge/ui';
import { Alert, Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ConfirmedActionButton } from '../../../components/confirmed-action-button.tsx';
import { detailScreen } from '../../../components/detail-page.tsx';
import { EventTimeline } from '../../../components/event-timeline.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useStaleFailure } from '../../../lib/confirmed-action.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useDeletePayee } from '../api/delete-payee.ts';
import { isStalePayee, usePayee } from '../api/get-payee.ts';
import { payeeEditPath } from './links.ts';
import { PayeeStateTag } from './payee-state-tag.tsx';

const EVENT_COLORS: Record<string, string> = { resubmitted: 'blue', changed: 'orange' };

const Details = ({ payee }: { payee: PayeeDetail }) => {
  const { t } = useTranslation('payee');
  const language = useLanguage();
  const valueOf = (field: string) => {
    const value = payee.form[field];
    if (value === null || value === undefined || value === '') return null;
    if (field === 'idType') return t(`idType.${value}`);
    if (field === 'purpose') return t(`purpose.${value}`);
    return String(value);
  };
  const fields = payee.method === PayeeMethod.Card ? CARD_PAYEE_FIELDS : BANK_PAYEE_FIELDS;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="payee-fields"
      items={[
        { key: 'usage', label: t('field.usage'), children: t(`usage.${payee.usage}`) },
        { key: 'method', label: t('field.method'), children: t(`method.${payee.method}`) },
        {
          key: 'country',
          label: t('field.country'),
          children: payee.country ? regionName(payee.country, language) : EMPTY_VALUE,
        },
        { key: 'currency', label: t('field.currency'), children: payee.currency },
        {
          key: 'relationship',
          label: t('field.relationship'),
          children: t(`relationship.${payee.relationship}`),
        },
        ...(payee.method === PayeeMethod.Bank
          ? [
              {
                key: 'type',
                label: t('field.type'),
                children: t(`type.${String(payee.form.type)}`),
              },
            ]
          : []),
        ...fields
          .map((field) => ({ field, value: valueOf(field) }))
          .filter(({ value }) => value !== null)
          .map(({ field, value }) => ({
            key: field,
            label: t(`field.${field}`),
            children: <span data-testid={`payee-field-${field}`}>{value}</span>,
          })),
        {
          key: 'createdAt',
          label: t('detail.createdAt'),
          children: formatDateTime(payee.createdAt),
        },
        {
          key: 'updatedAt',
          label: t('detail.updatedAt'),
          children: formatDateTime(payee.updatedAt),
        },
      ]}
    />
  );
};

/** What the state means for the merchant: waiting, usable, or to correct. */
const StateNotice = ({ payee }: { payee: PayeeDetail }) => {
  const { t } = useTranslation('payee');
  if (payee.state === BankCardState.Rejected)
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.refused')}
        description={payee.reason ?? EMPTY_VALUE}
        data-testid="payee-refusal"
      />
    );
  return (
    <Alert
      type={payee.state === BankCardState.Normal ? 'success' : 'info'}
      showIcon
      title={t(`detail.stateHint.${payee.state}`)}
      data-testid="payee-state-hint"
    />
  );
};

/** /pay with this payee and the order type of its use chosen (paths.pay's `?payeeId=&type=`). */
const payPathOf = (payee: PayeeDetail) =>
  `${paths.pay}?payeeId=${encodeURIComponent(payee.id)}&type=${
    payee.usage === PayeeUsage.Withdraw ? OrderType.Withdraw : OrderType.Transfer
  }`;

const ActionBar = ({
  payee,
  canOperate,
  canPay,
}: {
  payee: PayeeDetail;
  canOperate: boolean;
  canPay: boolean;
}) => {
  const { t } = useTranslation('payee');
  const navigate = useNavigate();
  const remove = useDeletePayee();
  const onFailure = useStaleFailure(isStalePayee, {
    key: 'payee-changed',
    content: t('detail.changed'),
  });
  return (
    <Flex gap={8} wrap data-testid="payee-actions">
      {canPay && payee.actions.includes(PayeeAction.Pay) ? (
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void navigate(payPathOf(payee))}
          data-testid="payee-pay"
        >
          {payee.usage === PayeeUsage.Withdraw ? t('detail.withdraw') : t('detail.pay')}
        </Button>
      ) : null}
      {canOperate && payee.actions.includes(PayeeAction.Edit) ? (
        <Button
          icon={<EditOutlined />}
          onClick={() => void navigate(payeeEditPath(payee.id))}
          data-testid="payee-edit"
        >
          {payee.state === BankCardState.Rejected ? t('detail.resubmit') : t('detail.edit')}
        </Button>
      ) : null}
      {canOperate && payee.actions.includes(PayeeAction.Delete) ? (
        <ConfirmedActionButton
          danger
          icon={<DeleteOutlined />}
          data-testid="payee-delete"
          action={{
            title: t('detail.deleteTitle', { name: payee.name }),
            content: t('detail.deleteHint'),
            okText: t('detail.delete'),
            cancelText: t('cancel'),
            okTestId: 'payee-delete-confirm',
            run: async () => {
              await remove.mutateAsync({ payeeId: payee.id, version: payee.version });
              void navigate(paths.payee);
            },
            onFailure,
            done: t('detail.deleted'),
          }}
        >
          {t('detail.delete')}
        </ConfirmedActionButton>
      ) : null}
    </Flex>
  );
};

const PayeeBody = ({ payee }: { payee: PayeeDetail }) => {
  const { t } = useTranslation('payee');
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'payee:operate' });
  const canPay = canAccess(user, { permission: 'pay:operate' });
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <PayeeStateTag payee={payee} />
        <span data-testid="payee-account">{payee.accountTail}</span>
      </Flex>
      <StateNotice payee={payee} />
      {payee.actions.some((action) => (action === PayeeAction.Pay ? canPay : canOperate)) ? (
        <ActionBar payee={payee} canOperate={canOperate} canPay={canPay} />
      ) : null}
      <Details payee={payee} />
      <Card size="small" title={t('detail.history')}>
        <EventTimeline
          testId="payee"
          history={payee.history}
          eventText={(action) => t(`event.${action}`, { defaultValue: action })}
          colors={EVENT_COLORS}
        />
      </Card>
    </Flex>
  );
};

export const PayeeDetailScreen = detailScreen({
  namespace: 'payee',
  param: 'id',
  useRecord: usePayee,
  texts: 'detail',
  titleOf: (data) => data.name,
  testId: 'payee-detail-screen',
  statesTestId: 'payee',
  back: { to: paths.payee, text: 'backToPayees' },
  body: (data) => <PayeeBody payee={data} />,
});
