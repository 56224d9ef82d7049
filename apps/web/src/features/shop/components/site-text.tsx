// "United States · USD": a shop's site and the currency it pays out in (in the list, on two lines).
import { payoutCurrencyOfSite } from '@tradebridge/contracts';
import { regionName, SecondaryLine, useLanguage } from '@tradebridge/ui';
import { Flex } from 'antd';

export const SiteText = ({ site, stacked = false }: { site: string; stacked?: boolean }) => {
  const language = useLanguage();
  const currency = payoutCurrencyOfSite(site);
  if (!stacked)
    return (
      <span>
        {regionName(site, language)} · {currency}
      </span>
    );
  return (
    <Flex vertical gap={2} style={{ minWidth: 80, maxWidth: 160 }} data-testid="shop-site">
      <span>{regionName(site, language)}</span>
      <SecondaryLine data-testid="shop-site-currency">{currency}</SecondaryLine>
    </Flex>
  );
};
