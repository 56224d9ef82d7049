// An amount with its currency as every screen of the console shows it: "1,250.50 USD", to the
// currency's scale (so a column lines up), never a JS number (formatMoney of @tradebridge/ui).
import { formatMoney } from '@tradebridge/ui';

export const Amount = ({ amount, currency }: { amount: string; currency: string }) => (
  <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(amount, currency, { fixed: true })}
  </span>
);
