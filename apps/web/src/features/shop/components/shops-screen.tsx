// /shop (spec "store management"): the merchant's shops — name and link, platform, site with its
// payout currency, state with the reviewer's reason, authorization, association with the payout
// account — filtered by state, platform and part of the name or link, paged by the server. A user
// who may operate shops adds them here. The state lives in use-shops-screen.ts.
import type { Shop } from '@tradebridge/contracts';
import { RecordsTable, SearchFilter, SelectFilter } from '@tradebridge/ui';
import { Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { PLATFORMS, SHOP_STATES } from './labels.ts';
import { useShopColumns } from './shop-columns.tsx';
import { useShopsScreen, type ShopFilters } from './use-shops-screen.ts';

export const ShopsScreen = () => {
  const { t } = useTranslation('shop');
  const { list, shops, canOperate } = useShopsScreen();
  const columns = useShopColumns();

  const addButton = (testId: string) =>
    canOperate ? (
      <AddButton to={paths.shopAdd} data-testid={testId}>
        {t('list.add')}
      </AddButton>
    ) : null;

  return (
    <Card title={t('list.title')} data-testid="shops-screen" extra={addButton('shop-add')}>
      <Form<ShopFilters> {...list.formProps} data-testid="shops-filters">
        <SelectFilter
          name="state"
          label={t('list.state')}
          placeholder={t('all')}
          minWidth={160}
          options={SHOP_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          data-testid="filter-state"
        />
        <SelectFilter
          name="platform"
          label={t('list.platform')}
          placeholder={t('all')}
          minWidth={160}
          options={PLATFORMS.map((platform) => ({
            value: platform,
            label: t(`platform.${platform}`),
          }))}
          data-testid="filter-platform"
        />
        <SearchFilter
          name="name"
          label={t('list.name')}
          placeholder={t('list.namePlaceholder')}
          maxLength={100}
          width={240}
          onSearch={list.onSearch}
          data-testid="filter-name"
        />
      </Form>
      <RecordsTable<Shop>
        query={shops}
        testId="shops"
        emptyState="page"
        texts={{
          loadFailed: t('list.loadFailed'),
          empty: t('list.empty'),
          emptyFiltered: t('list.emptyFiltered'),
          total: (total) => t('list.total', { count: total }),
        }}
        emptyExtra={addButton('shops-empty-add')}
        filtered={list.filtered}
        paging={list.paging}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
};
