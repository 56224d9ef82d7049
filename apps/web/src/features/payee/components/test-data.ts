// Payees as the server answers them (payee/list.json, payee/detail.json), for the area's screen
// tests. The forms are those of the server's integration test, parsed as the server keeps them.
import {
  BankCardState,
  ZPayeeForm,
  type Payee,
  type PayeeDetail,
  type PayeeForm,
} from '@tradebridge/contracts';
import { HK_CARD_PAYEE, US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';
import {
  DE_ACCOUNT_FIELDS,
  HK_CARD_FIELDS,
  payeeOf as approvedPayeeOf,
} from '../../../test/fixtures.ts';

export const PAYEE_ID = '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0001';
export const REFUSED_ID = '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0002';
export const CARD_ID = '5b2d7e10-3c4a-4f6b-9d8e-1a2b3c4d0003';

/** A US supplier paid in USD by ABA routing number, as filled. */
export const supplierForm = (overrides: Partial<Record<string, unknown>> = {}): PayeeForm =>
  ({
    ...US_SUPPLIER_PAYEE,
    remarks: 'INVOICE 2026-118',
    ...overrides,
  }) as PayeeForm;

/** A Visa card paid in HKD, as filled. */
export const cardForm = (overrides: Partial<Record<string, unknown>> = {}): PayeeForm =>
  ({
    ...HK_CARD_PAYEE,
    ...overrides,
  }) as PayeeForm;

/** The form as the server keeps and answers it: parsed, a card's number as its last four. */
export const storedFormOf = (form: PayeeForm): PayeeDetail['form'] => {
  const parsed = ZPayeeForm.parse(form) as Record<string, string | number | null>;
  if (parsed.method === 'card')
    return { ...parsed, cardNumber: `•••• ${String(parsed.cardNumber).slice(-4)}` };
  return parsed;
};

/** A US supplier's bank account waiting for review. */
export const payeeOf = (overrides: Partial<Payee> = {}): Payee =>
  approvedPayeeOf({
    id: PAYEE_ID,
    version: 0,
    state: BankCardState.Review,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });

/** A German withdrawal account paid by IBAN, refused by the reviewer. */
export const REFUSED_PAYEE: Payee = payeeOf({
  ...DE_ACCOUNT_FIELDS,
  id: REFUSED_ID,
  version: 1,
  state: BankCardState.Rejected,
  reason: 'The account name differs from the invoice',
  updatedAt: '2026-11-21T09:30:00.000Z',
});

export const REFUSED_FORM = supplierForm({
  usage: 'withdraw',
  relationship: 'self',
  country: 'DE',
  currency: 'EUR',
  accountName: 'Demo Trading GmbH',
  accountNumber: '',
  routingNumber: '',
  iban: 'DE89370400440532013000',
  bankName: 'Commerzbank',
  postalCode: '60311',
  address: 'Kaiserplatz 1, Frankfurt am Main',
  remarks: '',
});

/** A Visa card of a service provider, approved. */
export const CARD_PAYEE: Payee = payeeOf({
  ...HK_CARD_FIELDS,
  id: CARD_ID,
  version: 2,
  state: BankCardState.Normal,
});

export const payeeDetailOf = (
  payee: Payee = payeeOf(),
  form: PayeeForm = supplierForm(),
  overrides: Partial<PayeeDetail> = {},
): PayeeDetail => ({
  ...payee,
  form: storedFormOf(form),
  scheme: payee.method === 'card' ? null : payee.country === 'DE' ? 'iban' : 'aba',
  history: [{ at: '2026-11-20T08:00:00.000Z', action: 'added', actor: 'Demo Admin', reason: null }],
  actions: ['edit', 'delete'],
  ...overrides,
});

export const REFUSED_DETAIL: PayeeDetail = payeeDetailOf(REFUSED_PAYEE, REFUSED_FORM, {
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'added', actor: 'Demo Admin', reason: null },
    {
      at: '2026-11-21T09:30:00.000Z',
      action: 'rejected',
      actor: 'Olga Reviewer',
      reason: 'The account name differs from the invoice',
    },
  ],
});

export const CARD_DETAIL: PayeeDetail = payeeDetailOf(CARD_PAYEE, cardForm(), {
  history: [
    { at: '2026-11-20T08:00:00.000Z', action: 'added', actor: 'Demo Admin', reason: null },
    { at: '2026-11-21T09:30:00.000Z', action: 'approved', actor: 'Olga Reviewer', reason: null },
  ],
  actions: ['pay', 'edit', 'delete'],
});
