// The audit log: every recorded action, newest first, filtered by action (or a whole category),
// merchant and actor. Filters and page live in the address.
import { CloseOutlined } from '@ant-design/icons';
import type { AuditEntry, AuditListRequest } from '@tradebridge/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { MerchantPicker } from '../../../components/merchant-picker.tsx';
import { textParam, useUrlFilters, type UrlFilters } from '../../../lib/use-url-filters.ts';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, categoryOf } from '../actions.ts';
import { useAuditEntries } from '../api/list-audit.ts';
import { AUDIT_TABLE, useAuditColumns } from './audit-table.tsx';

/** The filters in the address: each id with the name it is shown by. */
const FILTERS = {
  action: textParam(),
  merchantId: textParam(),
  merchantLabel: textParam(),
  actorId: textParam(),
  actorName: textParam(),
};

const requestOf = (
  { action, merchantId, actorId }: UrlFilters<typeof FILTERS>,
  page: { pageNum: number; pageSize: number },
): AuditListRequest => ({ action, merchantId, actorId, ...page });

export const AuditScreen = () => {
  const { t } = useTranslation('audit');
  const { t: tCommon } = useTranslation('common');
  const { filters, page, isFiltered, setFilters, listProps } = useUrlFilters(FILTERS);
  const query = useAuditEntries(requestOf(filters, page));
  const columns = useAuditColumns({
    onActor: (entry) =>
      setFilters({
        actorId: entry.actorId ?? undefined,
        actorName: entry.actorName ?? undefined,
      }),
  });

  const actionOptions = AUDIT_CATEGORIES.map((category) => ({
    label: t(`categories.${category}`),
    title: category,
    options: [
      {
        value: `${category}.`,
        label: t('filters.allOf', { category: t(`categories.${category}`) }),
      },
      ...AUDIT_ACTIONS.filter((action) => categoryOf(action) === category).map((action) => ({
        value: action,
        label: t(`actions.${action}`),
      })),
    ],
  }));

  return (
    <ListScreen<AuditEntry>
      {...listProps}
      {...AUDIT_TABLE}
      name="audit"
      title={t('title')}
      filters={
        <>
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.action}
            placeholder={t('filters.action')}
            aria-label={t('filters.action')}
            options={actionOptions}
            onChange={(action) => setFilters({ action })}
            data-testid="audit-action-filter"
            style={{ width: 300, maxWidth: '100%' }}
          />
          <MerchantPicker
            value={filters.merchantId}
            label={filters.merchantLabel}
            onChange={(merchant) =>
              setFilters({ merchantId: merchant?.id, merchantLabel: merchant?.label })
            }
            placeholder={t('filters.merchant')}
            testId="audit-merchant-filter"
          />
          {filters.actorId && (
            <Tag
              closable
              closeIcon={<CloseOutlined aria-label={tCommon('clearFilters')} />}
              onClose={() => setFilters({ actorId: undefined, actorName: undefined })}
              data-testid="audit-actor-filter"
              style={{ paddingBlock: 4 }}
            >
              {t('filters.actor', { name: filters.actorName ?? filters.actorId })}
            </Tag>
          )}
        </>
      }
      query={query}
      emptyText={isFiltered ? t('noMatch') : t('empty')}
      columns={columns}
    />
  );
};
