// The quota items and applications of /limit (quotas-screen.tsx): filtered by kind and label,
// paged by the server; each row opens its detail. The state lives in use-quota-list.ts.
import type { Quota } from '@tradebridge/contracts';
import { RecordsTable, SelectFilter } from '@tradebridge/ui';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton } from '../../../components/add-button.tsx';
import { recordsTexts } from '../../../lib/records-texts.ts';
import { QUOTA_KINDS, QUOTA_LABELS } from './labels.ts';
import { quotaApplyPath, quotaDetailPath } from './links.ts';
import { useQuotaColumns } from './quota-columns.tsx';
import { useQuotaList, type QuotaFilters } from './use-quota-list.ts';

export const QuotaList = ({ canApply }: { canApply: boolean }) => {
  const { t } = useTranslation('quota');
  const navigate = useNavigate();
  const { list, quotas } = useQuotaList();
  const columns = useQuotaColumns();

  return (
    <Flex vertical gap={16}>
      <Form<QuotaFilters> {...list.formProps} style={{ rowGap: 12 }} data-testid="quotas-filters">
        <SelectFilter
          name="kind"
          label={t('fields.kind')}
          placeholder={t('list.all')}
          minWidth={150}
          options={QUOTA_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          data-testid="filter-kind"
        />
        <SelectFilter
          name="label"
          label={t('fields.label')}
          placeholder={t('list.all')}
          minWidth={150}
          options={QUOTA_LABELS.map((label) => ({ value: label, label: t(`label.${label}`) }))}
          data-testid="filter-label"
        />
        {list.filtered ? (
          <Button type="link" onClick={list.onReset} data-testid="filters-clear">
            {t('list.clear')}
          </Button>
        ) : null}
      </Form>
      <RecordsTable<Quota>
        query={quotas}
        testId="quotas"
        texts={{ ...recordsTexts(t, 'list', { emptyFiltered: true }), retry: t('retry') }}
        filtered={list.filtered}
        emptyExtra={
          canApply ? (
            <AddButton to={quotaApplyPath()} data-testid="quotas-empty-apply">
              {t('list.apply')}
            </AddButton>
          ) : undefined
        }
        paging={list.paging}
        rowKey="quotaNo"
        onRow={(quota) => ({
          onClick: (event) => {
            // The number's own link navigates by itself.
            if ((event.target as HTMLElement).closest('a')) return;
            void navigate(quotaDetailPath(quota.quotaNo));
          },
          style: { cursor: 'pointer' },
        })}
        columns={columns}
      />
    </Flex>
  );
};
