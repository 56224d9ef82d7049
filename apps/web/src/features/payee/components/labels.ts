// The area's words and colours for its codes: payee states, usages, methods, relationships and
// purposes, in the order the filters and the form offer them.
import {
  BankCardState,
  PayeeMethod,
  PayeeRelationship,
  PayeeUsage,
  PaymentPurpose,
  PERSON_ID_TYPES,
} from '@tradebridge/contracts';

export const PAYEE_STATE_COLORS: Record<BankCardState, string> = {
  [BankCardState.Review]: 'processing',
  [BankCardState.Normal]: 'success',
  [BankCardState.Rejected]: 'error',
};
export const PAYEE_STATES = [BankCardState.Review, BankCardState.Normal, BankCardState.Rejected];
export const USAGES = [PayeeUsage.Transfer, PayeeUsage.Withdraw];
export const METHODS = [PayeeMethod.Bank, PayeeMethod.Card];
export const RELATIONSHIPS = Object.values(PayeeRelationship);
export const PURPOSES = Object.values(PaymentPurpose);
export const ID_TYPES = PERSON_ID_TYPES;
