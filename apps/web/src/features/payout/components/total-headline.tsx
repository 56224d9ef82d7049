// The headline of a payment's or a batch's detail: its total, and beside it what it is and how it
// stands.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFigure } from '../../../components/detail-page.tsx';

export const TotalHeadline = ({
  total,
  testId,
  caption,
  state,
}: {
  /** Formatted. */
  total: string;
  testId: string;
  caption: ReactNode;
  state: ReactNode;
}) => {
  const { t } = useTranslation('payout');
  return (
    <Flex gap={24} wrap align="center">
      <DetailFigure label={t('fields.total')} testId={testId}>
        {total}
      </DetailFigure>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{caption}</Typography.Text>
        {state}
      </Flex>
    </Flex>
  );
};
