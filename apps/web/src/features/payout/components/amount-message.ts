// An amount's problem in the payout area's words (lib/amount-message.ts).
import { useAmountMessage as useAreaAmountMessage } from '../../../lib/amount-message.ts';

const PAYOUT_AMOUNT = { ns: 'payout', rules: 'amountRule', field: 'fields.amount' } as const;

export const useAmountMessage = () => useAreaAmountMessage(PAYOUT_AMOUNT);
