// Choosing the collection account a shop's payouts go to (the link dialog, the payout set-up page):
// the merchant's effective accounts, those holding the currency the shop's site pays out in first
// and marked so (the platform refuses the others), with the way to apply for one when there is
// none. Also the one place the association is asked for and its answer told.
import { payoutCurrencyOfSite, UnionState, type ShopDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE } from '@tradebridge/ui';
import { App, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { isStaleShop } from '../api/get-shop.ts';
import { useLinkShop } from '../api/link-shop.ts';
import { usePayoutAccounts } from '../api/list-payout-accounts.ts';
import { accountName, useReasonText } from './labels.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

export const PayoutAccountSelect = ({
  site,
  value,
  onChange,
}: {
  site: string;
  value: string | undefined;
  onChange: (accountId: string | undefined) => void;
}) => {
  const { t } = useTranslation('shop');
  const accounts = usePayoutAccounts();
  const currency = payoutCurrencyOfSite(site);
  if (accounts.isPending)
    return (
      <div data-testid="payout-accounts-loading">
        <Skeleton active paragraph={{ rows: 1 }} />
      </div>
    );
  if (accounts.isError)
    return (
      <LoadFailedAlert
        title={t('link.loadFailed')}
        description={accounts.error.message}
        onRetry={accounts.refetch}
        reloadIcon
        data-testid="payout-accounts-failed"
      />
    );
  const holds = (currencies: readonly string[]) => currencies.includes(currency);
  const list = [...accounts.data.list].sort(
    (a, b) => Number(holds(b.currencies)) - Number(holds(a.currencies)),
  );
  if (list.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('link.none')}
        data-testid="payout-accounts-empty"
      >
        <Link to={paths.actApply}>{t('link.apply')}</Link>
      </Empty>
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" data-testid="payout-currency-hint">
        {t('link.currencyHint', { currency })}
      </Typography.Text>
      <Select<string>
        value={value}
        onChange={onChange}
        placeholder={t('link.placeholder')}
        aria-label={t('link.account')}
        style={{ width: '100%' }}
        data-testid="payout-account"
        options={list.map((account) => {
          const held = holds(account.currencies);
          return {
            value: account.id,
            label: (
              <Flex gap={8} align="center" justify="space-between" style={{ minWidth: 0 }}>
                <Typography.Text ellipsis>
                  {accountName(account)} · {account.currencies.join(', ')}
                </Typography.Text>
                <Tag color={held ? 'success' : 'warning'} style={{ marginInlineEnd: 0 }}>
                  {held ? t('link.holds', { currency }) : t('link.lacks', { currency })}
                </Tag>
              </Flex>
            ),
          };
        })}
      />
    </Flex>
  );
};

/**
 * Links a shop to an account and says how it went: linked; refused by the platform (the shop then
 * shows the failed association with the reason); or a shop changed meanwhile (read again). Answers
 * the shop as the server has it now, or undefined when nothing was changed.
 */
export const useLinkAccount = () => {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const reasonText = useReasonText();
  const link = useLinkShop();
  const run = async (shop: ShopDetail, accountId: string) => {
    let saved: ShopDetail;
    try {
      saved = await link.mutateAsync({ shopId: shop.id, version: shop.version, accountId });
    } catch (error) {
      if (isStaleShop(error)) void message.warning({ content: t('detail.changed'), key: 'shop' });
      else void message.error(error instanceof Error ? error.message : String(error));
      return undefined;
    }
    if (saved.union.state === UnionState.Linked) void message.success(t('link.linked'));
    else
      void message.error(
        t('link.failed', { reason: reasonText(saved.union.reason, saved.site) ?? EMPTY_VALUE }),
      );
    return saved;
  };
  return { run, isPending: link.isPending };
};
