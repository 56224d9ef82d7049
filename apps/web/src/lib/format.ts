// Display formats shared by the screens: times in the user's zone, accounts as the user typed them,
// amounts with their currency (the one place money is formatted on the client). Currency names:
// currencyName of @tradebridge/ui.
import { formatAmount, NOT_A_NUMBER } from '@tradebridge/contracts';
import { amountFormat } from '@tradebridge/ui';
import dayjs from 'dayjs';

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';

/** An e-mail address, or "+7 9161234567" for a mobile number. */
export const formatAccount = (user: {
  email: string | null;
  areaCode: string | null;
  mPhone: string | null;
}): string => user.email ?? ([user.areaCode, user.mPhone].filter(Boolean).join(' ') || '—');

/**
 * An amount with its currency for display (spec §5): "1,250.75 USD" ("1 250,75 USD" in Russian);
 * "--" when the amount is not a decimal string. `direction` puts "+" or "-" in front.
 */
export const formatMoney = (
  amount: unknown,
  currency: string,
  { direction }: { direction?: 'in' | 'out' } = {},
): string => {
  const text = formatAmount(amount, currency, amountFormat());
  if (text === NOT_A_NUMBER) return text;
  const sign = direction === 'in' ? '+' : direction === 'out' ? '-' : '';
  return `${sign}${text} ${currency}`;
};
