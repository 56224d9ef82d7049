// Exchange pricing (read: admin, reviewer, finance; change: admin, finance): the pricing rules —
// whose exchanges (a merchant's or all merchants'), of which pair (or any currency), at what spread
// (a number of basis points, or the merchant's agreement), with which longer rate locks at what
// extra spread, and whether they wait for review — added and changed in a modal, deleted after a
// confirmation; and the trading window. The most specific rule applies (the contracts' ruleFor).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ExchangeConfig, SpreadRule } from '@tradebridge/contracts';
import { formatDateTime, orEmpty } from '@tradebridge/ui';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCard } from '../../../components/table-card.tsx';
import { MerchantCell } from '../../../components/merchant-cell.tsx';
import { SettingsScreen } from '../../../components/settings-screen.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useConfig } from '../api/get-config.ts';
import { bpLabel } from './exchange-labels.tsx';
import { RuleModal } from './rule-modal.tsx';
import { WindowCard } from './window-card.tsx';

type T = TFunction<'exchange'>;
/** The rule in the modal (undefined: a new one); kept while the modal closes. */
type Editing = { open: boolean; rule: SpreadRule | undefined };

/** "Demo Trading (M100000001)" or "All merchants". */
const scopeLabel = (rule: SpreadRule, t: T) =>
  rule.merNo ? `${rule.merchantName ?? ''} (${rule.merNo})` : t('rules.allMerchants');

/** "USD → Any currency". */
const pairOf = (rule: SpreadRule, t: T) =>
  t('rules.pair', {
    sell: rule.sellCurrency ?? t('rules.any'),
    buy: rule.buyCurrency ?? t('rules.any'),
  });

const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);

const RulesCard = ({
  config,
  canEdit,
  onEdit,
}: {
  config: ExchangeConfig;
  canEdit: boolean;
  onEdit: (rule: SpreadRule) => void;
}) => {
  const { t } = useTranslation('exchange');
  const { t: tCommon } = useTranslation('common');
  const confirm = useConfirmAction();
  const remove = useDeleteRule();

  const onDelete = (rule: SpreadRule) =>
    confirm({
      title: t('rules.delete.title'),
      content: t('rules.delete.content', { scope: scopeLabel(rule, t), pair: pairOf(rule, t) }),
      okText: t('rules.delete.confirm'),
      danger: true,
      okTestId: 'rule-delete-confirm',
      run: () => remove.mutateAsync(rule.id),
      done: t('rules.delete.done'),
      silent: true,
    });

  const columns: ColumnsType<SpreadRule> = [
    {
      title: t('rules.columns.merchant'),
      key: 'merchant',
      minWidth: 150,
      render: (_: unknown, rule) =>
        rule.merNo && rule.merchantId ? (
          <MerchantCell
            merchant={{
              merchantId: rule.merchantId,
              merNo: rule.merNo,
              merchantName: rule.merchantName ?? '',
            }}
          />
        ) : (
          <Tag style={{ marginInlineEnd: 0 }}>{t('rules.allMerchants')}</Tag>
        ),
    },
    {
      title: t('rules.columns.pair'),
      key: 'pair',
      minWidth: 130,
      // Breaks only after the arrow: "Any currency →" over "Any currency".
      render: (_: unknown, rule) => (
        <span>
          <span style={{ whiteSpace: 'nowrap' }}>
            {t('rules.pairSell', { sell: rule.sellCurrency ?? t('rules.any') })}
          </span>{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{rule.buyCurrency ?? t('rules.any')}</span>
        </span>
      ),
    },
    {
      title: t('rules.columns.spread'),
      dataIndex: 'spreadBp',
      minWidth: 150,
      // "Agreement" over its two spreads, each line unbroken.
      render: (bp: number | null) =>
        bp === null ? (
          <Flex vertical style={{ whiteSpace: 'nowrap' }}>
            <span>{t('rules.agreementShort')}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('rules.agreementBp', config.agreementBp)}
            </Typography.Text>
          </Flex>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{bpLabel(bp, t)}</span>
        ),
    },
    ...(['lock15mBp', 'lock1hBp'] as const).map((key) => ({
      title: t(`rules.columns.${key}`),
      dataIndex: key,
      minWidth: 110,
      render: (bp: number | null) =>
        bp === null ? (
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t('rules.notOffered')}
          </Typography.Text>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{t('rules.extra', { value: bp })}</span>
        ),
    })),
    {
      title: t('rules.columns.review'),
      dataIndex: 'review',
      minWidth: 90,
      render: (review: boolean) =>
        review ? (
          <Tag color="gold" style={{ marginInlineEnd: 0 }}>
            {t('rules.reviewYes')}
          </Tag>
        ) : (
          <Secondary>{t('rules.reviewNo')}</Secondary>
        ),
    },
    {
      title: t('rules.columns.updated'),
      key: 'updated',
      minWidth: 150,
      render: (_: unknown, rule) => (
        <Flex vertical>
          <span>{orEmpty(rule.updatedBy)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {formatDateTime(rule.updatedAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(canEdit
      ? [
          {
            title: tCommon('actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, rule: SpreadRule) => (
              <Flex gap={4}>
                {/* Icons with their names as labels: the table needs its width for the rules. */}
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('rules.edit')}
                  title={t('rules.edit')}
                  onClick={() => onEdit(rule)}
                  data-testid={`rule-edit-${rule.id}`}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('rules.delete.action')}
                  title={t('rules.delete.action')}
                  onClick={() => onDelete(rule)}
                  data-testid={`rule-delete-${rule.id}`}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <TableCard<SpreadRule>
      title={t('rules.title')}
      extra={<Secondary>{t('rules.provider', { provider: config.provider })}</Secondary>}

      testId="rules-card"
      rowKey="id"
      columns={columns}
      dataSource={config.rules}
      tableTestId="rules-table"
      empty={t('rules.empty', config.agreementBp)}
      intro={
        <Typography.Paragraph type="secondary" style={{ margin: 0, padding: '12px 16px' }}>
          {t('rules.precedence')}
        </Typography.Paragraph>
      }
    />
  );
};

export const PricingScreen = () => {
  const { t } = useTranslation('exchange');
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.manageExchange);
  const query = useConfig();
  const [editing, setEditing] = useState<Editing>({ open: false, rule: undefined });

  return (
    <SettingsScreen
      name="pricing"
      query={query}
      rows={10}
      title={t('pricing.title')}
      description={t('pricing.intro')}
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!query.data}
            onClick={() => setEditing({ open: true, rule: undefined })}
            data-testid="rule-add"
          >
            {t('rules.add')}
          </Button>
        )
      }
      readOnly={!canEdit && t('pricing.readOnly')}
    >
      {(config) => (
        <>
          <RulesCard
            config={config}
            canEdit={canEdit}
            onEdit={(rule) => setEditing({ open: true, rule })}
          />
          <WindowCard window={config.window} canEdit={canEdit} />
          <RuleModal
            open={editing.open}
            rule={editing.rule}
            agreementBp={config.agreementBp}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
          />
        </>
      )}
    </SettingsScreen>
  );
};
