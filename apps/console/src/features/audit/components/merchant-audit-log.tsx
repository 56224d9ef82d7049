// The audit entries of one merchant, as a card on the merchant's page.
import { usePaging } from '@tradebridge/ui';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuditEntries } from '../api/list-audit.ts';
import { AuditTable } from './audit-table.tsx';

const PAGE_SIZE = 10;

export const MerchantAuditLog = ({ merchantId }: { merchantId: string }) => {
  const { t } = useTranslation('audit');
  const { page, setPage } = usePaging(PAGE_SIZE);
  const query = useAuditEntries({ merchantId, ...page });
  return (
    <Card
      title={t('merchantTitle')}
      data-testid="merchant-audit"
      styles={{ body: { paddingTop: 8 } }}
    >
      <AuditTable
        query={query}
        emptyText={t('emptyMerchant')}
        page={page}
        onPage={setPage}
        hideMerchant
      />
    </Card>
  );
};
