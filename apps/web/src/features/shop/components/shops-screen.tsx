// /shop (spec "store management"): the merchant's shops — name and link, platform, site with its
// payout currency, state with the reviewer's reason, authorization, association with the payout
// account — filtered by state, platform and part of the name or link, paged by the server. A user
// who may operate shops adds them here. The state lives in use-shops-screen.ts.
import type { Shop } from '@tradebridge/contracts';
import { FilterBar } from '@tradebridge/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { AddableListCard } from '../../../components/addable-list-card.tsx';
import { PLATFORMS, SHOP_STATES } from './labels.ts';
import { useShopColumns } from './shop-columns.tsx';
import { useShopsScreen, type ShopFilters } from './use-shops-screen.ts';
import { codeOptions } from '../../../lib/code-options.ts';

export const ShopsScreen = () => {
  const { t } = useTranslation('shop');
  const { list, shops, canOperate } = useShopsScreen();
  const columns = useShopColumns();

  return (
    <AddableListCard<Shop>
      ns="shop"
      testId="shops"
      add={{ to: paths.shopAdd, canAdd: canOperate, 'data-testid': 'shop-add' }}
      query={shops}
      filtered={list.filtered}
      paging={list.paging}
      columns={columns}
    >
      <FilterBar<ShopFilters>
        list={list}
        placeholder={t('all')}
        data-testid="shops-filters"
        items={[
          {
            kind: 'select',
            name: 'state',
            label: t('list.state'),
            minWidth: 160,
            options: codeOptions(SHOP_STATES, (state) => t(`state.${state}`)),
          },
          {
            kind: 'select',
            name: 'platform',
            label: t('list.platform'),
            minWidth: 160,
            options: codeOptions(PLATFORMS, (platform) => t(`platform.${platform}`)),
          },
          {
            kind: 'search',
            name: 'name',
            label: t('list.name'),
            placeholder: t('list.namePlaceholder'),
            maxLength: 100,
            width: 240,
          },
        ]}
      />
    </AddableListCard>
  );
};
