// State of the order picker of an association (associate-screen.tsx): the open orders in the
// collection's currency (searched and paged), the orders chosen across pages, what they cover
// against what is still needed, and the association sent with one Idempotency-Key per submission;
// orders falling short (ORDERS_SHORT) are kept to be said in the server's words.
import {
  fromMinor,
  toMinor,
  type Associations,
  type Currency,
  type Order,
} from '@tradebridge/contracts';
import { isApiError, usePaging } from '@tradebridge/ui';
import { App } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useAssociateOrders } from '../api/associate-orders.ts';
import { useOrders } from '../api/list-orders.ts';

const PICKER_PAGE_SIZE = 10;

/** Adds the remaining amounts of orders in one currency, exactly. */
export const remainingOf = (orders: readonly Order[], currency: Currency) =>
  fromMinor(
    orders.reduce((sum, o) => sum + toMinor(o.remaining, currency), 0n),
    currency,
  );

export const useAssociatePicker = (associations: Associations, needed: string) => {
  const { t } = useTranslation('contract');
  const { message } = App.useApp();
  const { currency, collectionId } = associations;
  const [keyword, setKeyword] = useState<string>();
  const paging = usePaging(PICKER_PAGE_SIZE);
  const orders = useOrders({
    open: true,
    currency,
    ...(keyword ? { keyword } : {}),
    pageNum: paging.page.pageNum,
    pageSize: paging.page.pageSize,
  });
  // The chosen orders themselves: a choice stays while the user pages or searches.
  const [chosen, setChosen] = useState<Order[]>([]);
  const associate = useAssociateOrders();
  const submission = useSubmissionKey('order-associate');
  const [short, setShort] = useState<string>();

  const selected = useMemo(() => remainingOf(chosen, currency), [chosen, currency]);
  const gap = toMinor(needed, currency) - toMinor(selected, currency);

  const onSubmit = async () => {
    setShort(undefined);
    if (chosen.length === 0) {
      void message.warning({
        key: 'associate-none',
        content: t('associate.chooseFirst'),
      });
      return;
    }
    const request = { collectionId, orderIds: chosen.map((o) => o.id) };
    try {
      await submission.send(request, associate.mutateAsync);
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDERS_SHORT') setShort(error.message);
      else void message.error(isApiError(error) ? error.message : String(error));
      return;
    }
    setChosen([]);
    void message.success(t('associate.done'));
  };

  /** The keys are the whole choice (other pages' too); the rows, those antd knows. */
  const onChoose = (keys: Key[], rows: (Order | undefined)[]) =>
    setChosen((current) => {
      const known = new Map(
        [...current, ...rows.filter((o): o is Order => Boolean(o))].map((o) => [o.id, o]),
      );
      return keys.flatMap((key) => known.get(String(key)) ?? []);
    });

  const onSearch = (value: string) => {
    setKeyword(value.trim() || undefined);
    paging.toFirstPage();
  };

  return {
    orders,
    paging,
    chosen,
    selected,
    /** What the choice still falls short of the need by, in minor units (0 or less: enough). */
    gap,
    short,
    associating: associate.isPending,
    hasNoOpen: !orders.isPending && !keyword && (orders.data?.total ?? 0) === 0,
    onChoose,
    onSearch,
    onSubmit: () => void onSubmit(),
  };
};
