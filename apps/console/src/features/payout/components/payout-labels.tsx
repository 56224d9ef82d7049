// How the payout screens name things in the operator's language: a payout's state (as a tag), its
// type, what it waits for, its purpose, the bank's status of an order on the rail (as a tag), what
// the ledger did with its hold and why a reconciliation line breaks; and which of the bank details
// an order was sent with the detail shows, in what order.
import {
  BANK_PAYEE_FIELDS,
  CARD_PAYEE_FIELDS,
  OrderState,
  PayeeMethod,
  PayeeRelationship,
  PayeeType,
  PayoutType,
  PayoutWait,
} from '@tradebridge/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateTagOf } from '../../../components/state-tag.tsx';
import { knownLabel } from '../../../lib/known-label.ts';
import { PAYEE_OVERVIEW_FIELDS } from '../../../lib/payee-fields.ts';

/** The states a payout goes through (ADR 0022), in the order of its way. */
export const PAYOUT_STATES = [
  OrderState.PendingSecondReview,
  OrderState.PendingReview,
  OrderState.ReviewPassed,
  OrderState.Paying,
  OrderState.PaymentSuccess,
  OrderState.ReviewRejected,
  OrderState.PaymentFailed,
  OrderState.AbnormalRefund,
] as const;
export type PayoutStateCode = (typeof PAYOUT_STATES)[number];

export const PAYOUT_TYPE_CODES = Object.values(PayoutType);

const STATE_COLORS: Record<string, string> = {
  [OrderState.PendingSecondReview]: 'purple',
  [OrderState.PendingReview]: 'gold',
  [OrderState.ReviewPassed]: 'cyan',
  [OrderState.Paying]: 'blue',
  [OrderState.PaymentSuccess]: 'green',
  [OrderState.ReviewRejected]: 'red',
  [OrderState.PaymentFailed]: 'red',
  [OrderState.AbnormalRefund]: 'volcano',
};

export const PayoutStateTag = stateTagOf('payout', 'state', STATE_COLORS, 'payout-state');

export const typeLabel = knownLabel('type', PAYOUT_TYPE_CODES);
export const waitLabel = knownLabel('wait', Object.values(PayoutWait));
export const methodLabel = knownLabel('method', Object.values(PayeeMethod));
export const holderTypeLabel = knownLabel('holderType', Object.values(PayeeType));
export const relationshipLabel = knownLabel('relationship', Object.values(PayeeRelationship));

/** The bank's final answers (pain.002 transaction status) the rail applies. */
const BANK_STATUS_COLORS: Record<string, string> = { ACSC: 'green', RJCT: 'red' };

/** The bank's status of an order: settled, rejected, another code as it is, or not answered yet. */
export const BankStatusTag = ({ status, testId }: { status: string | null; testId: string }) => {
  const { t } = useTranslation('payout');
  if (status === null)
    return (
      <Tag color="gold" data-testid={testId} style={{ marginInlineEnd: 0 }}>
        {t('bankStatus.none')}
      </Tag>
    );
  const color = BANK_STATUS_COLORS[status];
  return (
    <Tag color={color ?? 'default'} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {color ? t(`bankStatus.${status}`) : status}
    </Tag>
  );
};

/** Why a line breaks (the server's reconcile); a reason the console does not know as its code. */
export const BREAK_REASONS = [
  'ledgerWithoutBank',
  'bankSettledLedgerOpen',
  'bankSettledLedgerReleased',
  'amountDiffers',
  'bankRejectedLedgerOpen',
  'bankRejectedLedgerPaid',
] as const;
export const breakLabel = knownLabel('break', BREAK_REASONS);

/** The events of a payout's timeline with a text of their own (PAYOUT_EDGES' `by`). */
export const PAYOUT_EVENTS: ReadonlySet<string> = new Set([
  'submitted',
  'approved',
  'declined',
  'reviewPassed',
  'reviewRejected',
  'sent',
  'settled',
  'failed',
  'refunded',
]);

export type PayeeDetails = Record<string, string | number | null>;

/** A detail's value as text (none: empty). */
export const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

const KNOWN_FIELDS: ReadonlySet<string> = new Set([...BANK_PAYEE_FIELDS, ...CARD_PAYEE_FIELDS]);

/** Whether the console names a detail (else it shows under its key). */
export const isKnownField = (field: string) => KNOWN_FIELDS.has(field);

/**
 * The bank details an order was sent with, in the payee form's order: those filled, then any the
 * console does not know yet (filled) under their own names. An empty one is left out: the order
 * shows what the bank received, not what a form asks for.
 */
export const detailFieldsOf = (method: string, details: PayeeDetails): string[] => {
  const known: readonly string[] =
    method === PayeeMethod.Card ? CARD_PAYEE_FIELDS : BANK_PAYEE_FIELDS;
  const filled = (field: string) => textOf(details[field]) !== '';
  const extra = Object.keys(details).filter(
    (field) => !KNOWN_FIELDS.has(field) && !PAYEE_OVERVIEW_FIELDS.has(field) && filled(field),
  );
  return [...known.filter(filled), ...extra];
};
