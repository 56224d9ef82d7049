// Operator accounts (admin): the table of operators, a create modal, an edit drawer, and the
// disable / enable and reset-authenticator actions, each after a confirmation.
import { PlusOutlined } from '@ant-design/icons';
import type { Operator } from '@tradebridge/contracts';
import { PageContainer } from '@tradebridge/ui';
import { Button } from 'antd';
import { TableCard } from '../../../components/table-card.tsx';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { CreateOperatorModal } from './create-operator-modal.tsx';
import { EditOperatorDrawer } from './edit-operator-drawer.tsx';
import { operatorColumns } from './operator-columns.tsx';
import { useOperatorsScreen } from './use-operators-screen.ts';

export const OperatorsScreen = () => {
  const { t, tCommon, me, query, creating, setCreating, editing, setEditing, ...confirm } =
    useOperatorsScreen();
  const { data, error, isFetching, refetch } = query;
  const columns = operatorColumns({
    t,
    tCommon,
    meId: me.id,
    onEdit: setEditing,
    onState: confirm.confirmState,
    onResetTotp: confirm.confirmResetTotp,
  });

  return (
    <PageContainer
      testId="operators-screen"
      title={t('title')}
      actions={
        <>
          <RefreshButton query={query} />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="create-operator"
          >
            {t('create.action')}
          </Button>
        </>
      }
    >
      {error && <LoadFailed name="operators" error={error} onRetry={() => void refetch()} />}
      <TableCard<Operator>
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        tableTestId="operators-table"
        empty={error ? tCommon('loadFailed') : t('empty')}
      />
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} />
      <EditOperatorDrawer
        operator={editing}
        isSelf={editing?.id === me.id}
        onClose={() => setEditing(undefined)}
      />
    </PageContainer>
  );
};
