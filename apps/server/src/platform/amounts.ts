// An amount a request carries, as minor units, or the field's localized reason: contracts' one
// amount rule, for services that learn the currency only from what they look up.
import { amountProblem, amountReason, toMinor, type Currency } from '@tradebridge/contracts';
import { FieldError } from './errors.ts';

export const amountOrFail = (value: string, currency: Currency, field = 'amount') => {
  const problem = amountProblem(value, currency);
  if (problem) throw new FieldError(field, amountReason(problem));
  return toMinor(value.trim(), currency);
};
