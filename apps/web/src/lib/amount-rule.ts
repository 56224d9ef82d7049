// An amount typed by the user for a wallet to pay: the contracts' one amount rule (amountProblem:
// present, a plain decimal, the currency's decimals, above zero, within the maximum), then within
// the available balance when it is known. Compared in minor units (bigint), never as a JS number.
import { amountProblem, toMinor, type AmountProblem, type Currency } from '@tradebridge/contracts';

export type AmountRuleProblem = AmountProblem | { key: 'exceeds' };

export const amountRuleProblem = (
  value: string | undefined,
  currency: Currency | undefined,
  available: string | undefined,
): AmountRuleProblem | null => {
  const problem = amountProblem(value, currency);
  if (problem || !currency || available === undefined || value === undefined) return problem;
  return toMinor(value.trim(), currency) > toMinor(available, currency) ? { key: 'exceeds' } : null;
};
