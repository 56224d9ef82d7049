// Display formats of the portal's own: accounts as the user typed them. Money and times:
// formatMoney and formatDateTime of @tradebridge/ui (the one place both apps format them);
// currency names: currencyName of @tradebridge/ui.
import { EMPTY_VALUE } from '@tradebridge/ui';

/** An e-mail address, or "+7 9161234567" for a mobile number; "--" when there is neither. */
export const formatAccount = (user: {
  email: string | null;
  areaCode: string | null;
  mPhone: string | null;
}): string => user.email ?? ([user.areaCode, user.mPhone].filter(Boolean).join(' ') || EMPTY_VALUE);
