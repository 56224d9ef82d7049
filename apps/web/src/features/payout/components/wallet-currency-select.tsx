// The paying wallet's currency of a batch: the merchant's wallets when the user may see them (each
// with its available balance), every currency otherwise (the check then says the balance).
import { CURRENCY_CODES, type Currency } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { Select } from 'antd';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useBalances } from '../api/list-wallets.ts';

/** The available balance of the wallet of `currency`, when it is known. */
export const useAvailable = (currency: Currency | undefined) => {
  const user = useCurrentUser();
  const balances = useBalances(canAccess(user, { permission: 'wallet:view' }));
  return currency ? balances.data?.find((w) => w.currency === currency)?.available : undefined;
};

export const WalletCurrencySelect = ({
  value,
  onChange,
  id,
  'data-testid': testId,
}: {
  value?: Currency;
  onChange?: (currency: Currency) => void;
  id?: string;
  'data-testid'?: string;
}) => {
  const user = useCurrentUser();
  const balances = useBalances(canAccess(user, { permission: 'wallet:view' }));
  const wallets = balances.data ?? [];
  const options =
    wallets.length > 0
      ? wallets.map((wallet) => ({
          value: wallet.currency,
          label: `${wallet.currency} · ${formatMoney(wallet.available, wallet.currency, { fixed: true })}`,
        }))
      : CURRENCY_CODES.map((code) => ({ value: code, label: code }));
  return (
    <Select<Currency>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      loading={balances.isLoading}
      options={options}
      labelRender={({ value: code }) => <span>{String(code)}</span>}
      style={{ maxWidth: 320 }}
      data-testid={testId}
    />
  );
};
