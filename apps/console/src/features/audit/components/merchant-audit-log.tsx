// The audit entries of one merchant, as a card on the merchant's page.
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditEntries } from '../api/list-audit.ts';
import { AuditTable } from './audit-table.tsx';

const PAGE_SIZE = 10;

export const MerchantAuditLog = ({ merchantId }: { merchantId: string }) => {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const { data, error, isFetching, refetch } = useAuditEntries({ merchantId, ...page });
  return (
    <Card
      title={t('merchantTitle')}
      data-testid="merchant-audit"
      styles={{ body: { paddingTop: 8 } }}
    >
      <AuditTable
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        emptyText={t('emptyMerchant')}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onPage={(pageNum, pageSize) =>
          setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize })
        }
        hideMerchant
      />
    </Card>
  );
};
