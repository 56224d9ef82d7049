// Operator accounts (admin): the table of operators, a create modal, an edit drawer, and the
// disable / enable and reset-authenticator actions, each after a confirmation.
import { DownOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { OperatorState, type Operator } from '@tradebridge/contracts';
import { formatDateTime, orEmpty, PageContainer, WIDE_TABLE } from '@tradebridge/ui';
import {
  App,
  Badge,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Table,
  Tag,
  Typography,
  type MenuProps,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/list-screen.tsx';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useOperators } from '../api/list-operators.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { CreateOperatorModal } from './create-operator-modal.tsx';
import { EditOperatorDrawer } from './edit-operator-drawer.tsx';

export const OperatorsScreen = () => {
  const { t } = useTranslation('operators');
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const me = useCurrentOperator();
  const { data, error, isFetching, isPending, refetch } = useOperators();
  const update = useUpdateOperator();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Operator>();

  const confirmState = (operator: Operator) => {
    const disabling = operator.state === OperatorState.Normal;
    modal.confirm({
      title: t(disabling ? 'disable.title' : 'enable.title', { name: operator.name }),
      content: t(disabling ? 'disable.content' : 'enable.content'),
      okText: t(disabling ? 'disable.confirm' : 'enable.confirm'),
      okButtonProps: { danger: disabling },
      cancelText: tCommon('cancel'),
      onOk: () =>
        update
          .mutateAsync({
            operatorId: operator.id,
            state: disabling ? OperatorState.Disabled : OperatorState.Normal,
          })
          .then(
            () => void message.success(t(disabling ? 'disable.done' : 'enable.done')),
            () => undefined,
          ),
    });
  };

  const confirmResetTotp = (operator: Operator) =>
    modal.confirm({
      title: t('resetTotp.title', { name: operator.name }),
      content: t('resetTotp.content'),
      okText: t('resetTotp.confirm'),
      okButtonProps: { danger: true },
      cancelText: tCommon('cancel'),
      onOk: () =>
        update.mutateAsync({ operatorId: operator.id, resetTotp: true }).then(
          () => void message.success(t('resetTotp.done')),
          () => undefined,
        ),
    });

  const columns: ColumnsType<Operator> = [
    {
      title: t('fields.operator'),
      key: 'operator',
      render: (_, operator) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{operator.name}</Typography.Text>
            {operator.id === me.id && <Tag style={{ marginInlineEnd: 0 }}>{t('you')}</Tag>}
          </Flex>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: operator.email }}
            style={{ fontSize: 12 }}
          >
            {operator.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.phone'),
      dataIndex: 'phone',
      width: 150,
      render: (phone: string) => orEmpty(phone),
    },
    {
      title: t('fields.role'),
      dataIndex: 'role',
      width: 180,
      render: (role: Operator['role']) => tCommon(`roles.${role}`),
    },
    {
      title: t('fields.state'),
      key: 'state',
      width: 190,
      render: (_, operator) => (
        <Flex vertical>
          {operator.state === OperatorState.Normal ? (
            <Badge status="success" text={t('state.normal')} />
          ) : (
            <Badge status="default" text={t('state.disabled')} />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {operator.totpEnrolled ? t('totp.enrolled') : t('totp.notEnrolled')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      width: 170,
      render: (time: string | null) => formatDateTime(time),
    },
    {
      title: tCommon('actions'),
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_, operator) => {
        const self = operator.id === me.id;
        const disabling = operator.state === OperatorState.Normal;
        const more: MenuProps['items'] = [
          {
            key: 'state',
            danger: disabling && !self,
            disabled: self,
            label: (
              <span
                title={self ? t('disable.notSelf') : undefined}
                data-testid={`operator-state-${operator.email}`}
              >
                {t(disabling ? 'disable.action' : 'enable.action')}
              </span>
            ),
            onClick: () => confirmState(operator),
          },
          {
            key: 'resetTotp',
            disabled: !operator.totpEnrolled,
            label: (
              <span title={operator.totpEnrolled ? undefined : t('resetTotp.notEnrolled')}>
                {t('resetTotp.action')}
              </span>
            ),
            onClick: () => confirmResetTotp(operator),
          },
        ];
        return (
          <Flex gap={4} align="center" style={{ marginInline: -7 }}>
            <Button type="link" size="small" onClick={() => setEditing(operator)}>
              {t('edit.action')}
            </Button>
            <Dropdown menu={{ items: more }} trigger={['click']}>
              <Button
                type="link"
                size="small"
                icon={<DownOutlined />}
                iconPlacement="end"
                data-testid={`operator-more-${operator.email}`}
              >
                {t('more')}
              </Button>
            </Dropdown>
          </Flex>
        );
      },
    },
  ];

  return (
    <PageContainer
      testId="operators-screen"
      title={t('title')}
      actions={
        <>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void refetch()}
            loading={isFetching && !isPending}
            aria-label={tCommon('refresh')}
          />
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
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Operator>
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isFetching}
          pagination={false}
          {...WIDE_TABLE}
          data-testid="operators-table"
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={error ? tCommon('loadFailed') : t('empty')}
              />
            ),
          }}
        />
      </Card>
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} />
      <EditOperatorDrawer
        operator={editing}
        isSelf={editing?.id === me.id}
        onClose={() => setEditing(undefined)}
      />
    </PageContainer>
  );
};
