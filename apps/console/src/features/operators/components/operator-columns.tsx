// The columns of the operator accounts table (operators-screen.tsx): the operator (and "you"),
// phone, role, state with the authenticator's, last sign-in, and the actions (edit; disable or
// enable and reset the authenticator under "more").
import { DownOutlined } from '@ant-design/icons';
import { OperatorState, type Operator } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Badge, Button, Dropdown, Flex, Tag, Typography, type MenuProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

export const operatorColumns = ({
  t,
  tCommon,
  meId,
  onEdit,
  onState,
  onResetTotp,
}: {
  t: TFunction<'operators'>;
  tCommon: TFunction<'common'>;
  meId: string;
  onEdit: (operator: Operator) => void;
  onState: (operator: Operator) => void;
  onResetTotp: (operator: Operator) => void;
}): ColumnsType<Operator> => [
  {
    title: t('fields.operator'),
    key: 'operator',
    render: (_, operator) => (
      <Flex vertical style={{ minWidth: 0 }}>
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{operator.name}</Typography.Text>
          {operator.id === meId && <Tag style={{ marginInlineEnd: 0 }}>{t('you')}</Tag>}
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
      const self = operator.id === meId;
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
          onClick: () => onState(operator),
        },
        {
          key: 'resetTotp',
          disabled: !operator.totpEnrolled,
          label: (
            <span title={operator.totpEnrolled ? undefined : t('resetTotp.notEnrolled')}>
              {t('resetTotp.action')}
            </span>
          ),
          onClick: () => onResetTotp(operator),
        },
      ];
      return (
        <Flex gap={4} align="center" style={{ marginInline: -7 }}>
          <Button type="link" size="small" onClick={() => onEdit(operator)}>
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
