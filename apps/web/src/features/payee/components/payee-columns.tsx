// The columns of the payees: holder (to its detail) and relationship, the account's last four
// and its bank (or card), country and currency, usage, and the review state with its reason.
import type { Payee } from '@tradebridge/contracts';
import {
  EMPTY_VALUE,
  regionName,
  SecondaryLine,
  stateColumn,
  textColumn,
  useLanguage,
} from '@tradebridge/ui';
import { Flex, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payeeDetailPath } from './links.ts';
import { PayeeStateTag } from './payee-state-tag.tsx';

export const usePayeeColumns = (): TableColumnsType<Payee> => {
  const { t } = useTranslation('payee');
  const language = useLanguage();
  return [
    {
      title: t('list.holder'),
      key: 'name',
      fixed: 'left',
      render: (_, payee) => (
        <Flex vertical gap={2} style={{ maxWidth: 240 }}>
          <Link to={payeeDetailPath(payee.id)} data-testid="payee-link" style={{ fontWeight: 500 }}>
            {payee.name}
          </Link>
          <SecondaryLine>{t(`relationship.${payee.relationship}`)}</SecondaryLine>
        </Flex>
      ),
    },
    {
      title: t('list.account'),
      key: 'account',
      render: (_, payee) => (
        <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
          <span data-testid="payee-account">{payee.accountTail}</span>
          <SecondaryLine>
            {payee.method === 'card' ? t('method.card') : payee.bankName}
          </SecondaryLine>
        </Flex>
      ),
    },
    textColumn<Payee>({
      title: t('list.where'),
      key: 'where',
      text: (payee) =>
        `${payee.country ? regionName(payee.country, language) : EMPTY_VALUE} · ${payee.currency}`,
      testId: 'payee-where',
    }),
    {
      title: t('field.usage'),
      key: 'usage',
      render: (_, payee) => <Tag data-testid="payee-usage">{t(`usage.${payee.usage}`)}</Tag>,
    },
    stateColumn<Payee>({
      title: t('field.state'),
      key: 'state',
      tag: (payee) => <PayeeStateTag payee={payee} showReason />,
    }),
  ];
};
