// /shop (spec "store management"): the merchant's shops — name and link, platform, site with its
// payout currency, state with the reviewer's reason, authorization, association with the payout
// account — filtered by state, platform and part of the name or link, paged by the server. A user
// who may operate shops adds them here.
import { PlusOutlined } from '@ant-design/icons';
import {
  payoutCurrencyOfSite,
  type Shop,
  type ShopListQuery,
  type ShopPlatform,
  type ShopState,
} from '@tradebridge/contracts';
import { regionName, useLanguage, useNarrowScreen, usePaging, WIDE_TABLE } from '@tradebridge/ui';
import { Button, Card, Empty, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListStates } from '../../../components/list-states.tsx';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useShops } from '../api/list-shops.ts';
import { PLATFORMS, SHOP_STATES } from './labels.ts';
import { shopDetailPath } from './links.ts';
import { AuthorizationTag, ShopStateTag, UnionTag } from './shop-tags.tsx';

export const PAGE_SIZE = 20;

export type ShopFilters = { state?: ShopState; platform?: ShopPlatform; name?: string };

/** The request of the filters and page; empty filters are left out. */
export const shopQueryOf = (
  filters: ShopFilters,
  pageNum: number,
  pageSize: number,
): ShopListQuery => {
  const name = filters.name?.trim();
  return {
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(filters.platform ? { platform: filters.platform } : {}),
    ...(name ? { name } : {}),
    pageNum,
    pageSize,
  };
};

/** "United States · USD": the site and the currency it pays out in (in the list, on two lines). */
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
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="shop-site-currency">
        {currency}
      </Typography.Text>
    </Flex>
  );
};

export const ShopsScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canOperate = canAccess(user, { permission: 'shop:operate' });
  const [form] = Form.useForm<ShopFilters>();
  const [filters, setFilters] = useState<ShopFilters>({});
  const paging = usePaging(PAGE_SIZE);
  // The name column stays in view while the others scroll: narrower on a phone.
  const nameWidth = useNarrowScreen() ? 150 : 260;
  const shops = useShops(shopQueryOf(filters, paging.page.pageNum, paging.page.pageSize));
  const filtered =
    filters.state !== undefined || filters.platform !== undefined || Boolean(filters.name?.trim());

  const onFilters = (next: ShopFilters) => {
    setFilters(next);
    paging.toFirstPage();
  };

  const addButton = (testId: string) =>
    canOperate ? (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate(paths.shopAdd)}
        data-testid={testId}
      >
        {t('list.add')}
      </Button>
    ) : null;

  const body = () => (
    <ListStates
      query={shops}
      testId="shops"
      failedTitle={t('list.loadFailed')}
      isEmpty={(data) => data.total === 0 && !filtered}
      emptyText={t('list.empty')}
      emptyExtra={addButton('shops-empty-add')}
    >
      {(data) => (
        <Table<Shop>
          rowKey="id"
          size="middle"
          loading={shops.isFetching}
          dataSource={data.list}
          {...WIDE_TABLE}
          locale={{ emptyText: <Empty description={t('list.emptyFiltered')} /> }}
          data-testid="shops-table"
          pagination={paging.pagination(data.total, (total) => t('list.total', { count: total }))}
          columns={[
            {
              title: t('list.name'),
              key: 'name',
              fixed: 'left',
              render: (_, shop) => (
                <Flex vertical gap={2} style={{ maxWidth: nameWidth }}>
                  <Link
                    to={shopDetailPath(shop.id)}
                    data-testid="shop-link"
                    style={{ fontWeight: 500 }}
                  >
                    {shop.name}
                  </Link>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12 }}
                    ellipsis={{ tooltip: shop.link }}
                  >
                    {shop.link}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('list.platform'),
              key: 'platform',
              render: (_, shop) => (
                <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
                  <span data-testid="shop-platform">{t(`platform.${shop.platform}`)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {shop.handle}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('list.site'),
              dataIndex: 'site',
              render: (site: string) => <SiteText site={site} stacked />,
            },
            {
              title: t('list.state'),
              key: 'state',
              render: (_, shop) => <ShopStateTag shop={shop} showReason />,
            },
            {
              title: t('list.authorization'),
              key: 'authorization',
              render: (_, shop) => <AuthorizationTag authorization={shop.authorization} />,
            },
            {
              title: t('list.association'),
              key: 'union',
              render: (_, shop) => <UnionTag union={shop.union} />,
            },
          ]}
        />
      )}
    </ListStates>
  );

  return (
    <Card title={t('list.title')} data-testid="shops-screen" extra={addButton('shop-add')}>
      <Form<ShopFilters>
        form={form}
        layout="inline"
        // The name is applied when it is searched (Enter, the button, clearing it).
        onValuesChange={(changed, all) => {
          if (!('name' in changed)) onFilters(all);
        }}
        style={{ rowGap: 12, marginBottom: 16 }}
        data-testid="shops-filters"
      >
        <Form.Item name="state" label={t('list.state')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            options={SHOP_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
            data-testid="filter-state"
          />
        </Form.Item>
        <Form.Item name="platform" label={t('list.platform')}>
          <Select
            allowClear
            placeholder={t('all')}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            options={PLATFORMS.map((platform) => ({
              value: platform,
              label: t(`platform.${platform}`),
            }))}
            data-testid="filter-platform"
          />
        </Form.Item>
        <Form.Item name="name" label={t('list.name')}>
          <Input.Search
            allowClear
            maxLength={100}
            placeholder={t('list.namePlaceholder')}
            onSearch={() => onFilters(form.getFieldsValue())}
            style={{ width: 240 }}
            data-testid="filter-name"
          />
        </Form.Item>
      </Form>
      {body()}
    </Card>
  );
};
