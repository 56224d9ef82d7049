// State of the bank movements list (bank-movements-screen.tsx): the kind and the bank file it is
// narrowed to (opened from a file's count on the bank files screen) in the address, and the page.
import { useNarrowScreen } from '@tradebridge/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOfParam, setOnly, useUrlFilters, uuidParam } from '../../../lib/use-url-filters.ts';
import { useBankMovements } from '../api/list-bank-movements.ts';
import { bankMovementColumns } from './bank-movement-columns.tsx';
import { BANK_MOVEMENT_KINDS } from './collection-labels.tsx';

const FILTERS = { kind: oneOfParam(BANK_MOVEMENT_KINDS), file: uuidParam };

export const useBankMovementsScreen = () => {
  const { t } = useTranslation('collection');
  const list = useUrlFilters(FILTERS);
  const { kind, file } = list.filters;
  const query = useBankMovements({ ...setOnly({ kind, bankFileId: file }), ...list.page });
  const narrow = useNarrowScreen();
  const columns = useMemo(() => bankMovementColumns(t, { narrow }), [t, narrow]);
  /** The file's name, once a row of it is on screen (the list is of that file alone). */
  const fileName = file ? query.data?.list[0]?.bankFileName : undefined;
  return { t, ...list, query, columns, fileName };
};
