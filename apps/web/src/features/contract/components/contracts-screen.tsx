// /contract (spec "contract management (trade orders)"): two tabs, the merchant's trade contracts
// and every trade order under them (`?tab=orders`). A user who may operate adds a contract here.
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddButton } from '../../../components/add-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { ContractList } from './contract-list.tsx';
import type { ContractsTab } from './links.ts';
import { OrderList } from './order-list.tsx';

export const ContractsScreen = () => {
  const { t } = useTranslation('contract');
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ContractsTab = searchParams.get('tab') === 'orders' ? 'orders' : 'contracts';
  const canOperate = canAccess(user, { permission: 'contract:operate' });
  return (
    <Card
      title={t('title')}
      data-testid="contracts-screen"
      extra={
        canOperate ? (
          <AddButton to={paths.contractAdd} data-testid="contract-add">
            {t('contracts.add')}
          </AddButton>
        ) : null
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'orders' ? { tab: key } : {}, { replace: true })}
        data-testid="contracts-tabs"
        items={[
          { key: 'contracts', label: t('tabs.contracts'), children: <ContractList /> },
          { key: 'orders', label: t('tabs.orders'), children: <OrderList /> },
        ]}
      />
    </Card>
  );
};
