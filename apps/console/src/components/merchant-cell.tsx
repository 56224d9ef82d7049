// The merchant of a record: in a list, its number (a link to the merchant's page) over its name;
// on a record's page, its name (the link) beside its number.
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { merchantDetailPath } from '../lib/paths.ts';

export type MerchantOf = { merchantId: string; merNo: string; merchantName: string };

export const MerchantCell = ({ merchant }: { merchant: MerchantOf }) => (
  <Flex vertical>
    <Link to={merchantDetailPath(merchant.merchantId)}>{merchant.merNo}</Link>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {merchant.merchantName}
    </Typography.Text>
  </Flex>
);

export const MerchantField = ({ merchant, testId }: { merchant: MerchantOf; testId?: string }) => (
  <Flex gap={8} wrap align="baseline">
    <Link to={merchantDetailPath(merchant.merchantId)} data-testid={testId}>
      {merchant.merchantName}
    </Link>
    <Typography.Text type="secondary">{merchant.merNo}</Typography.Text>
  </Flex>
);
