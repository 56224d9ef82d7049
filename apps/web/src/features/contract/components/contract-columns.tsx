// The columns of the contracts: record number (to its detail) and time, contract number, buyer and
// country, trade and contract type, value, validity, orders (count and total) and the state with a
// refusal's reason on hover.
import type { Contract } from '@tradebridge/contracts';
import {
  formatDate,
  formatMoney,
  linkColumn,
  moneyColumn,
  regionName,
  SecondaryLine,
  stateColumn,
  textColumn,
  useLanguage,
} from '@tradebridge/ui';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContractStateTag } from './contract-state-tag.tsx';
import { TRADE_TYPE_NAMES } from './labels.ts';
import { contractDetailPath } from './links.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

export const useContractColumns = (): TableColumnsType<Contract> => {
  const { t } = useTranslation('contract');
  const language = useLanguage();
  return [
    linkColumn<Contract>({
      title: t('fields.recordNo'),
      key: 'recordNo',
      fixed: 'left',
      text: (c) => c.recordNo,
      to: (c) => contractDetailPath(c.id),
      time: (c) => c.createdAt,
      testId: 'contract-link',
    }),
    {
      title: t('fields.contractNo'),
      key: 'contractNo',
      render: (_, c) => (
        <Typography.Text
          ellipsis={{ tooltip: c.contractNo }}
          style={{ maxWidth: 180 }}
          data-testid="contract-no"
        >
          {c.contractNo}
        </Typography.Text>
      ),
    },
    {
      title: t('contracts.buyer'),
      key: 'buyer',
      render: (_, c) => (
        <Flex vertical gap={0} style={{ maxWidth: 200 }}>
          <Typography.Text ellipsis={{ tooltip: true }}>{c.buyerName}</Typography.Text>
          <SecondaryLine>{regionName(c.buyerCountry, language)}</SecondaryLine>
        </Flex>
      ),
    },
    {
      title: t('fields.tradeType'),
      key: 'tradeType',
      render: (_, c) => (
        <Flex vertical gap={0} style={nowrap}>
          <span data-testid="contract-trade-type">
            {t(`tradeType.${TRADE_TYPE_NAMES[c.tradeType]}`)}
          </span>
          <SecondaryLine>{t(`contractType.${c.contractType}`)}</SecondaryLine>
        </Flex>
      ),
    },
    moneyColumn<Contract>({
      title: t('fields.amount'),
      key: 'amount',
      amount: (c) => c.amount,
      currency: (c) => c.currency,
      look: { strong: true },
      testId: 'contract-amount',
    }),
    textColumn<Contract>({
      title: t('fields.validity'),
      key: 'validity',
      text: (c) => t('validityRange', { from: formatDate(c.validFrom), to: formatDate(c.validTo) }),
      testId: 'contract-validity',
    }),
    {
      title: t('contracts.orders'),
      key: 'orders',
      align: 'right',
      render: (_, c) => (
        <Flex vertical gap={0} style={nowrap} data-testid="contract-orders">
          <span>{t('contracts.orderCount', { count: c.orderCount })}</span>
          <SecondaryLine>{formatMoney(c.orderTotal, c.currency, { fixed: true })}</SecondaryLine>
        </Flex>
      ),
    },
    stateColumn<Contract>({
      title: t('contracts.state'),
      key: 'state',
      tag: (c) => <ContractStateTag contract={c} />,
    }),
  ];
};
