// One merchant: its facts, account manager (assignable by an admin), users, freeze state with the
// freeze / unfreeze actions (admin, reviewer), and, when the page passes them, its wallets and its
// audit entries.
import { LockOutlined, UnlockOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { AccountState, type MerchantDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime, PageContainer } from '@tradebridge/ui';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailStates } from '../../../components/detail-load-states.tsx';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useMerchant } from '../api/get-merchant.ts';
import { useUnfreezeMerchant } from '../api/unfreeze-merchant.ts';
import { AccountStateTag } from './account-state.tsx';
import { AssignManagerModal } from './assign-manager-modal.tsx';
import { FreezeModal } from './freeze-modal.tsx';
import { MerchantUsersTable } from './merchant-users-table.tsx';

export type MerchantDetailScreenProps = {
  /** The merchant's wallets, composed in by the page (another feature). */
  wallets?: (merchant: MerchantDetail) => ReactNode;
  /** The merchant's audit entries, composed in by the page (another feature). */
  auditLog?: (merchantId: string) => ReactNode;
};

const ManagerCard = ({ merchant, canAssign }: { merchant: MerchantDetail; canAssign: boolean }) => {
  const { t } = useTranslation('merchants');
  const [open, setOpen] = useState(false);
  const manager = merchant.accountManager;
  return (
    <Card
      title={t('manager.title')}
      data-testid="account-manager-card"
      extra={
        canAssign && (
          <Button
            icon={<UserSwitchOutlined />}
            onClick={() => setOpen(true)}
            data-testid="assign-manager"
          >
            {manager ? t('manager.change') : t('manager.assign')}
          </Button>
        )
      }
      style={{ height: '100%' }}
    >
      {manager ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'name',
              label: t('manager.name'),
              children: <span data-testid="account-manager-name">{manager.name}</span>,
            },
            { key: 'email', label: t('manager.email'), children: manager.email || EMPTY_VALUE },
            { key: 'phone', label: t('manager.phone'), children: manager.phone || EMPTY_VALUE },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manager.none')} />
      )}
      {canAssign && (
        <AssignManagerModal merchant={merchant} open={open} onClose={() => setOpen(false)} />
      )}
    </Card>
  );
};

const FreezeActions = ({ merchant }: { merchant: MerchantDetail }) => {
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const [freezing, setFreezing] = useState(false);
  const unfreeze = useUnfreezeMerchant();
  if (merchant.state === AccountState.Frozen) {
    return (
      <Button
        icon={<UnlockOutlined />}
        loading={unfreeze.isPending}
        data-testid="unfreeze-merchant"
        onClick={() =>
          modal.confirm({
            title: t('unfreeze.title', { merchant: merchant.name }),
            content: t('unfreeze.content'),
            okText: t('unfreeze.confirm'),
            cancelText: tCommon('cancel'),
            // A failure has shown its message (request layer); the dialog closes either way.
            onOk: () =>
              unfreeze.mutateAsync({ merchantId: merchant.id }).then(
                () => void message.success(t('unfreeze.done')),
                () => undefined,
              ),
          })
        }
      >
        {t('unfreeze.action')}
      </Button>
    );
  }
  return (
    <>
      <Button
        danger
        icon={<LockOutlined />}
        onClick={() => setFreezing(true)}
        data-testid="freeze-merchant"
      >
        {t('freeze.action')}
      </Button>
      <FreezeModal merchant={merchant} open={freezing} onClose={() => setFreezing(false)} />
    </>
  );
};

export const MerchantDetailScreen = ({ wallets, auditLog }: MerchantDetailScreenProps) => {
  const { merchantId = '' } = useParams();
  const { t } = useTranslation('merchants');
  const { t: tCommon } = useTranslation('common');
  const operator = useCurrentOperator();
  const query = useMerchant(merchantId);
  const { data: merchant } = query;

  if (!merchant)
    return (
      <DetailStates
        query={query}
        name="merchant"
        rows={8}
        notFoundTitle={t('detail.notFound')}
        backTo={paths.merchants}
        backLabel={t('detail.back')}
      />
    );

  const frozen = merchant.state === AccountState.Frozen;
  const canFreeze = allows(operator.role, ACCESS.freezeMerchant);
  const canAssign = allows(operator.role, ACCESS.assignManager);

  return (
    <PageContainer
      testId="merchant-detail"
      back={<BackLink to={paths.merchants} label={t('detail.back')} testId="back-to-merchants" />}
      title={<span data-testid="merchant-name">{merchant.name}</span>}
      tags={
        <>
          <Typography.Text type="secondary">{merchant.merNo}</Typography.Text>
          <AccountStateTag state={merchant.state} />
        </>
      }
      actions={canFreeze && <FreezeActions merchant={merchant} />}
    >
      {frozen && (
        <Alert
          type="warning"
          showIcon
          title={t('detail.frozen')}
          description={t('detail.frozenReason', { reason: merchant.frozenReason ?? EMPTY_VALUE })}
          data-testid="frozen-reason"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title={t('detail.info')} style={{ height: '100%' }}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                { key: 'merNo', label: t('fields.merNo'), children: merchant.merNo },
                { key: 'name', label: t('fields.name'), children: merchant.name },
                {
                  key: 'entityType',
                  label: t('fields.entityType'),
                  children: merchant.entityType
                    ? tCommon(`entityType.${merchant.entityType}`)
                    : EMPTY_VALUE,
                },
                {
                  key: 'state',
                  label: t('fields.state'),
                  children: <AccountStateTag state={merchant.state} />,
                },
                {
                  key: 'loginAccount',
                  label: t('fields.loginAccount'),
                  children: merchant.loginAccount || EMPTY_VALUE,
                },
                { key: 'userCount', label: t('fields.userCount'), children: merchant.userCount },
                {
                  key: 'createdAt',
                  label: t('fields.createdAt'),
                  children: formatDateTime(merchant.createdAt),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <ManagerCard merchant={merchant} canAssign={canAssign} />
        </Col>
      </Row>
      {wallets?.(merchant)}
      <Card title={t('users.title')} styles={{ body: { padding: 0 } }}>
        <MerchantUsersTable users={merchant.users} />
      </Card>
      {auditLog?.(merchant.id)}
    </PageContainer>
  );
};
