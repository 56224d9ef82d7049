// State of the import exceptions list (exceptions-screen.tsx): its tab in the address, the page of
// exceptions it asks for, and the one being closed with a note (returned to its payer, or settled).
import type { ImportException } from '@tradebridge/contracts';
import { useNarrowScreen } from '@tradebridge/ui';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOfParam, useUrlFilters, withFallback } from '../../../lib/use-url-filters.ts';
import { useExceptions } from '../api/list-exceptions.ts';
import { useResolveException } from '../api/resolve-exception.ts';
import { exceptionColumns } from './exception-columns.tsx';

export const TABS = ['open', 'all'] as const;
export type Tab = (typeof TABS)[number];
const FILTERS = { tab: withFallback(oneOfParam(TABS), 'open') };

export const useExceptionsScreen = () => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const list = useUrlFilters(FILTERS);
  const query = useExceptions({ open: list.filters.tab === 'open', ...list.page });
  const resolve = useResolveException();
  const [returning, setReturning] = useState<ImportException>();
  const narrow = useNarrowScreen();
  const columns = useMemo(
    () => exceptionColumns({ t, tCommon, onReturn: setReturning, narrow }),
    [t, tCommon, narrow],
  );
  return {
    t,
    ...list,
    query,
    columns,
    returning,
    resolve,
    onReturned: () => {
      void message.success(t(`exceptions.${returning?.closing ?? 'returnToPayer'}.done`));
      setReturning(undefined);
    },
    onCloseReturn: () => setReturning(undefined),
  };
};
