// The columns of "my accounts": name (to its detail), usage type, category, currencies, state with
// the reviewer's reason and the way to resubmit a refused one, applied and opened times.
import { ShopState, type CollectionAccount } from '@tradebridge/contracts';
import { formatDateTime, textColumn } from '@tradebridge/ui';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_STATE_COLORS, accountName } from './labels.ts';
import { accountDetailPath, resubmitPath } from './links.ts';
import { ReasonLine } from '../../../components/state-tag.tsx';

export const useAccountColumns = (canOperate: boolean): TableColumnsType<CollectionAccount> => {
  const { t } = useTranslation('collection');
  return [
    {
      // Not held on one line: a name of several currencies wraps.
      title: t('accounts.name'),
      key: 'name',
      fixed: 'left',
      render: (_, account) => (
        <Link
          to={accountDetailPath(account.id)}
          data-testid="account-link"
          style={{ fontWeight: 500 }}
        >
          {accountName(account)}
        </Link>
      ),
    },
    textColumn<CollectionAccount>({
      title: t('accounts.usage'),
      key: 'usage',
      text: (account) => t(`usage.${account.usage}.label`),
    }),
    textColumn<CollectionAccount>({
      title: t('accounts.category'),
      key: 'category',
      text: (account) => t(`category.${account.category}`),
    }),
    {
      title: t('accounts.currencies'),
      key: 'currencies',
      render: (_, account) => (
        <Flex gap={4} wrap style={{ minWidth: 100, maxWidth: 200 }}>
          {account.currencies.map((c) => (
            <Tag key={c} style={{ marginInlineEnd: 0 }}>
              {c}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('accounts.state'),
      key: 'state',
      render: (_, account) => (
        <Flex vertical gap={2} align="start" style={{ maxWidth: 260 }}>
          <Tag
            color={ACCOUNT_STATE_COLORS[account.state]}
            data-testid="account-state"
            data-state={account.state}
          >
            {t(`accountState.${account.state}`)}
          </Tag>
          {account.state === ShopState.NotApproved && account.reason ? (
            <ReasonLine reason={account.reason} testId="account-reason">
              {t('accounts.reason', { reason: account.reason })}
            </ReasonLine>
          ) : null}
          {canOperate && account.state === ShopState.NotApproved ? (
            <Link
              to={resubmitPath(account.id)}
              style={{ fontSize: 13 }}
              data-testid="account-resubmit"
            >
              {t('accounts.resubmit')}
            </Link>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('accounts.time'),
      key: 'time',
      render: (_, account) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'nowrap', fontSize: 13 }}>
          <span>{t('accounts.appliedAt', { time: formatDateTime(account.appliedAt) })}</span>
          {account.openedAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('accounts.openedAt', { time: formatDateTime(account.openedAt) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
  ];
};
