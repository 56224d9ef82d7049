// One value of a payee's form as an operator reads it: codes named, identifiers copyable, none as
// "--" (the payee review and a payout's payee card).
import { EMPTY_VALUE, orEmpty } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { idTypeLabel } from '../lib/id-type.ts';
import { PAYEE_IDENTIFIERS, purposeLabel } from '../lib/payee-fields.ts';

type PayeeFieldValueProps = {
  /** The area whose texts name a payment purpose (`purpose.<code>`). */
  ns: string;
  field: string;
  value: string;
  testId: string;
};

export const PayeeFieldValue = ({ ns, field, value, testId }: PayeeFieldValueProps): ReactNode => {
  const { t } = useTranslation(ns);
  const { t: tCommon } = useTranslation('common');
  if (!value) return <span data-testid={testId}>{EMPTY_VALUE}</span>;
  if (field === 'idType')
    return <span data-testid={testId}>{idTypeLabel(Number(value), tCommon)}</span>;
  if (field === 'purpose') return <span data-testid={testId}>{purposeLabel(value, t)}</span>;
  if (PAYEE_IDENTIFIERS.has(field))
    return (
      <Typography.Text code copyable={field !== 'cardNumber'} data-testid={testId}>
        {value}
      </Typography.Text>
    );
  return (
    <span style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {orEmpty(value)}
    </span>
  );
};
