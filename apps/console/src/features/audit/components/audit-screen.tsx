// The audit log: every recorded action, newest first, filtered by action (or a whole category),
// merchant and actor. Filters and page live in the address.
import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AuditListRequest } from '@tradebridge/contracts';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, categoryOf } from '../actions.ts';
import { useFindMerchants } from '../api/find-merchants.ts';
import { useAuditEntries } from '../api/list-audit.ts';
import { AuditTable } from './audit-table.tsx';

const DEFAULT_PAGE_SIZE = 20;

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 100 ? n : fallback;
};

/** The list request described by the address. */
export const auditRequestFromParams = (params: URLSearchParams): AuditListRequest => ({
  action: params.get('action')?.trim() || undefined,
  merchantId: params.get('merchantId')?.trim() || undefined,
  actorId: params.get('actorId')?.trim() || undefined,
  pageNum: positiveInt(params.get('page'), 1),
  pageSize: positiveInt(params.get('size'), DEFAULT_PAGE_SIZE),
});

const MerchantPicker = ({
  value,
  label,
  onChange,
}: {
  value: string | undefined;
  label: string | undefined;
  onChange: (merchant: { id: string; label: string } | undefined) => void;
}) => {
  const { t } = useTranslation('audit');
  const { t: tCommon } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const found = useFindMerchants(useDebounced(keyword.trim()), open);
  const options = (found.data?.list ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} (${m.merNo})`,
  }));
  // The chosen merchant stays labelled when it is not among the current search results.
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: label ?? value });
  }
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onOpenChange={setOpen}
      loading={found.isFetching}
      placeholder={t('filters.merchant')}
      aria-label={t('filters.merchant')}
      notFoundContent={found.isError ? tCommon('loadFailed') : tCommon('noMatch')}
      options={options}
      onChange={(id, option) =>
        onChange(
          id && option && !Array.isArray(option) ? { id, label: String(option.label) } : undefined,
        )
      }
      data-testid="audit-merchant-filter"
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
};

export const AuditScreen = () => {
  const { t } = useTranslation('audit');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const request = auditRequestFromParams(params);
  const { data, error, isFetching, isPending, refetch } = useAuditEntries(request);
  const filtered = Boolean(request.action || request.merchantId || request.actorId);

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

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
    <Flex vertical gap={16} data-testid="audit-screen">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={request.action}
            placeholder={t('filters.action')}
            aria-label={t('filters.action')}
            options={actionOptions}
            onChange={(action) => update({ action, page: undefined })}
            data-testid="audit-action-filter"
            style={{ width: 300, maxWidth: '100%' }}
          />
          <MerchantPicker
            value={request.merchantId}
            label={params.get('merchantLabel') ?? undefined}
            onChange={(merchant) =>
              update({ merchantId: merchant?.id, merchantLabel: merchant?.label, page: undefined })
            }
          />
          {request.actorId && (
            <Tag
              closable
              closeIcon={<CloseOutlined aria-label={tCommon('clearFilters')} />}
              onClose={() => update({ actorId: undefined, actorName: undefined, page: undefined })}
              data-testid="audit-actor-filter"
              style={{ paddingBlock: 4 }}
            >
              {t('filters.actor', { name: params.get('actorName') ?? request.actorId })}
            </Tag>
          )}
          {filtered && (
            <Button onClick={() => setParams({}, { replace: true })}>
              {tCommon('clearFilters')}
            </Button>
          )}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void refetch()}
            loading={isFetching && !isPending}
            aria-label={tCommon('refresh')}
            style={{ marginInlineStart: 'auto' }}
          />
        </Flex>
      </Card>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <AuditTable
          data={data}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          emptyText={filtered ? t('noMatch') : t('empty')}
          pageNum={request.pageNum ?? 1}
          pageSize={request.pageSize ?? DEFAULT_PAGE_SIZE}
          onPage={(page, size) =>
            update({
              page: size !== request.pageSize ? undefined : page,
              size: size === DEFAULT_PAGE_SIZE ? undefined : size,
            })
          }
          onActor={(entry) =>
            update({
              actorId: entry.actorId ?? undefined,
              actorName: entry.actorName ?? undefined,
              page: undefined,
            })
          }
        />
      </Card>
    </Flex>
  );
};
