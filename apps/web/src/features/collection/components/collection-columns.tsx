// The columns of the collections: order number (to its detail) with its arrival time, account,
// payer with its country, amount, state (with the receipt's progress) and the reason a collection
// is held or refused.
import type { Collection } from '@tradebridge/contracts';
import {
  EMPTY_VALUE,
  linkColumn,
  moneyColumn,
  regionName,
  SecondaryLine,
  stateColumn,
  useLanguage,
} from '@tradebridge/ui';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CollectionStateTag } from './collection-state-tag.tsx';
import { useReasonText } from './labels.ts';
import { collectionDetailPath } from './links.ts';

export const useCollectionColumns = (): TableColumnsType<Collection> => {
  const { t } = useTranslation('collection');
  const language = useLanguage();
  const reasonText = useReasonText();
  return [
    // The order and when it arrived in one column: the table fits beside a wide menu.
    linkColumn<Collection>({
      title: t('collections.orderNo'),
      key: 'orderNo',
      fixed: 'left',
      text: (c) => c.orderNo,
      to: (c) => collectionDetailPath(c.id),
      time: (c) => c.arrivedAt,
      testId: 'collection-link',
      timeTestId: 'collection-arrived',
    }),
    {
      title: t('collections.account'),
      key: 'account',
      render: (_, c) => (
        <Typography.Text
          ellipsis={{ tooltip: true }}
          style={{ maxWidth: 180 }}
          data-testid="collection-account"
        >
          {c.accountAlias
            ? t('collections.accountOf', { alias: c.accountAlias, number: c.accountNumber })
            : c.accountNumber}
        </Typography.Text>
      ),
    },
    {
      title: t('collections.payer'),
      key: 'payer',
      render: (_, c) => (
        <Flex vertical gap={0} style={{ maxWidth: 180 }}>
          <Typography.Text ellipsis={{ tooltip: true }}>{c.payerName}</Typography.Text>
          <SecondaryLine>{regionName(c.payerCountry, language)}</SecondaryLine>
        </Flex>
      ),
    },
    moneyColumn<Collection>({
      title: t('collections.amount'),
      key: 'amount',
      amount: (c) => c.amount,
      currency: (c) => c.currency,
      look: { strong: true },
      testId: 'collection-amount',
    }),
    stateColumn<Collection>({
      title: t('collections.state'),
      key: 'state',
      tag: (c) => <CollectionStateTag collection={c} />,
    }),
    {
      title: t('collections.reason'),
      key: 'reason',
      render: (_, c) => {
        const text = reasonText(c.reason);
        return text ? (
          <Typography.Paragraph
            ellipsis={{ rows: 2, tooltip: text }}
            style={{ width: 180, marginBottom: 0, fontSize: 13 }}
            data-testid="collection-reason"
          >
            {text}
          </Typography.Paragraph>
        ) : (
          EMPTY_VALUE
        );
      },
    },
  ];
};
