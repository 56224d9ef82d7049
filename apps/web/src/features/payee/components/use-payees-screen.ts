// The state of the payees (payees-screen.tsx): the filters and page of the list, and whether the
// user may add payees.
import type { BankCardState, Currency, PayeeMethod, PayeeUsage } from '@tradebridge/contracts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { usePayees } from '../api/list-payees.ts';

export const PAGE_SIZE = 20;

export type PayeeFilters = {
  usage?: PayeeUsage;
  method?: PayeeMethod;
  state?: BankCardState;
  currency?: Currency;
  name?: string;
};

export const usePayeesScreen = () => {
  const user = useCurrentUser();
  // The name is applied when it is searched (Enter, the button, clearing it).
  const { list, records } = usePagedList<PayeeFilters, ReturnType<typeof usePayees>>(
    { pageSize: PAGE_SIZE, searchField: 'name' },
    usePayees,
  );
  return { list, payees: records, canOperate: canAccess(user, { permission: 'payee:operate' }) };
};
