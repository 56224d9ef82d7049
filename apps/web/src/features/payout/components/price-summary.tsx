// What the order would cost and when it would move, as payout/price.json answers it: amount, fee,
// the total that is held and typed again in the confirmation, the wallet's available balance, the
// approvals its band needs, and the bank's hours — in service hours, or the out-of-hours notice with
// the next service start in the reader's zone; for a fast transfer, whether it is paid today; paid
// into mainland China, the settlement quota it needs and what is left of it.
import { isDecimalString, PayoutType, toMinor, type PayoutPrice } from '@tradebridge/contracts';
import {
  formatDateTime,
  formatMoney,
  isApiError,
  messageForCode,
  useLanguage,
} from '@tradebridge/ui';
import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { factOf, strongFactOf } from '../../../components/fact-items.tsx';
import { QuotaNotice } from './quota-notice.tsx';

/** The total is more than the wallet holds (compared in minor units, never as a JS number). */
export const exceedsAvailable = (price: PayoutPrice) =>
  isDecimalString(price.total) &&
  isDecimalString(price.available) &&
  toMinor(price.total, price.currency) > toMinor(price.available, price.currency);

/** A failed call in words: the server's field problems, else its message. */
export const problemOf = (error: unknown): string => {
  if (isApiError(error) && error.fields.length > 0)
    return error.fields.map((f) => f.message).join('; ');
  return error instanceof Error ? error.message : String(error);
};

/** The bank's hours as they bear on a payment of `price.type` submitted now. */
export const Timing = ({
  price,
}: {
  price: Pick<PayoutPrice, 'type' | 'serviceOpen' | 'nextServiceAt' | 'sameDay'>;
}) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  const fast = price.type === PayoutType.FastTransfer;
  if (!price.serviceOpen)
    return (
      <Alert
        type="warning"
        showIcon
        title={messageForCode('OUT_OF_HOURS', language)}
        description={
          <Flex vertical gap={2}>
            {price.nextServiceAt ? (
              <span data-testid="payout-price-next-service">
                {t('price.nextService', { time: formatDateTime(price.nextServiceAt) })}
              </span>
            ) : null}
            {fast ? <span>{t('price.fastNotToday')}</span> : null}
          </Flex>
        }
        data-testid="payout-price-hours"
        data-open="false"
      />
    );
  return (
    <Alert
      type={fast && !price.sameDay ? 'warning' : 'success'}
      showIcon
      title={
        fast ? (price.sameDay ? t('price.sameDay') : t('price.fastNotToday')) : t('price.inHours')
      }
      data-testid="payout-price-hours"
      data-open="true"
      data-same-day={fast ? String(price.sameDay) : undefined}
    />
  );
};

/**
 * The last lines of an order's or a batch's summary: the wallet's available balance (in red when
 * the total is more) and the approvals the amount's band needs.
 */
export const balanceAndApprovalItems = (
  t: TFunction,
  {
    available,
    short,
    approvalsNeeded,
    testIds,
  }: {
    /** The available balance, formatted. */
    available: string;
    short: boolean;
    approvalsNeeded: number;
    testIds: { available: string; approvals: string };
  },
) => [
  {
    key: 'available',
    label: t('price.available'),
    children: (
      <Typography.Text type={short ? 'danger' : undefined} data-testid={testIds.available}>
        {available}
      </Typography.Text>
    ),
  },
  {
    key: 'approvals',
    label: t('price.approvalsLabel'),
    children: (
      <span data-testid={testIds.approvals}>
        {approvalsNeeded === 0
          ? t('price.noApproval')
          : t('price.approvals', { count: approvalsNeeded })}
      </span>
    ),
  },
];

/** The total is more than the wallet holds: said in the catalogue's words. */
export const ShortAlert = ({ testId }: { testId: string }) => {
  const language = useLanguage();
  return (
    <Alert
      type="error"
      showIcon
      title={messageForCode('INSUFFICIENT_BALANCE', language)}
      data-testid={testId}
    />
  );
};

export const PriceSummary = ({
  price,
  pending,
  error,
}: {
  price: PayoutPrice | undefined;
  /** Being asked (typed meanwhile, or on its way). */
  pending: boolean;
  error: unknown;
}) => {
  const { t } = useTranslation('payout');
  let body;
  if (error && !pending) {
    body = (
      <Alert type="error" showIcon title={problemOf(error)} data-testid="payout-price-error" />
    );
  } else if (!price) {
    body = <Skeleton active paragraph={{ rows: 4 }} data-testid="payout-price-loading" />;
  } else {
    const short = exceedsAvailable(price);
    const money = (amount: string) => formatMoney(amount, price.currency, { fixed: true });
    body = (
      <Flex vertical gap={12} style={{ opacity: pending ? 0.55 : 1 }} aria-busy={pending}>
        <Descriptions
          size="small"
          column={1}
          items={[
            factOf('amount', t('fields.amount'), money(price.amount)),
            factOf('fee', t('fields.fee'), money(price.fee), 'payout-price-fee'),
            strongFactOf('total', t('fields.total'), money(price.total), 'payout-price-total'),
            ...balanceAndApprovalItems(t, {
              available: money(price.available),
              short,
              approvalsNeeded: price.approvalsNeeded,
              testIds: { available: 'payout-price-available', approvals: 'payout-price-approvals' },
            }),
          ]}
        />
        {short ? <ShortAlert testId="payout-price-short" /> : null}
        <QuotaNotice quota={price.quota} />
        <Timing price={price} />
      </Flex>
    );
  }
  return (
    <Card size="small" title={t('price.title')} data-testid="payout-price">
      {body}
    </Card>
  );
};
