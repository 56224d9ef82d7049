// A payee's details as the operator screens get them, shared by the payee and payout tests (a
// payout carries the payee's details as they were sent): a service provider's Visa card in Hong
// Kong, its number only as the last four.
import type { OpsPayeeDetail } from '@tradebridge/contracts';
import { HK_CARD_PAYEE } from '@tradebridge/contracts/examples';

export const cardDetails = (): OpsPayeeDetail['form'] => ({
  ...HK_CARD_PAYEE,
  cardNumber: '•••• 1111',
  remarks: '',
});
