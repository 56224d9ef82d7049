// Cells the bank movements and import exceptions lists share: the bank file with the entry of it a
// row came from, and an amount with the counterparty's name under it.
import { formatDateTime } from '@tradebridge/ui';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Stacked } from '../../../components/record-cells.tsx';

/** The file's name (breaking anywhere) over "Entry 4 · when it was imported". */
export const FileEntry = ({
  row,
  t,
  testId,
}: {
  row: { bankFileName: string; entryIndex: number; createdAt: string };
  t: TFunction<'collection'>;
  testId?: string;
}) => (
  <Stacked
    gap={2}
    style={{ minWidth: 140 }}
    sub={t('bankMovements.entry', { entry: row.entryIndex + 1, at: formatDateTime(row.createdAt) })}
    testId={testId}
  >
    <Typography.Text style={{ overflowWrap: 'anywhere' }}>{row.bankFileName}</Typography.Text>
  </Stacked>
);

/**
 * The amount over the payer's or payee's name, both at the end of a right-aligned cell; the name
 * wraps under the amount rather than widen the column.
 */
export const AmountOver = ({
  children,
  counterparty,
  testId,
}: {
  children: ReactNode;
  counterparty: ReactNode;
  testId?: string;
}) => (
  <Stacked
    gap={2}
    align="flex-end"
    style={{ minWidth: 110, maxWidth: 200, marginInlineStart: 'auto' }}
    sub={counterparty || undefined}
    subStyle={{ textAlign: 'end' }}
    testId={testId}
  >
    {children}
  </Stacked>
);
