// Import exceptions (admin, finance): the entries of bank files the import could not match or
// refused (an unknown account, not a credit, a bad amount, a currency not taken), nothing of which
// was credited. Open ones first (a tab shows all), each closed with a note: returned to the payer
// once the bank has been told, or — a reversal, whose money the bank has already taken back —
// settled with the merchant or the bank; the note, who and when stay on the row. Tab and page live
// in the address.
import { ZResolveExceptionRequest, type ImportException } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { ListScreen } from '../../../components/list-screen.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { TABS, useExceptionsScreen, type Tab } from './use-exceptions-screen.ts';

export const ExceptionsScreen = () => {
  const { t, filters, setFilters, listProps, query, columns, returning, resolve, ...returned } =
    useExceptionsScreen();
  const closing = returning?.closing ?? 'returnToPayer';
  return (
    <ListScreen<ImportException>
      {...listProps}
      onClear={undefined}
      name="exceptions"
      title={t('exceptions.title')}
      description={t('exceptions.intro')}
      tabs={{ keys: TABS, active: filters.tab, label: (key) => t(`exceptions.tabs.${key}`) }}
      onTab={(tab) => setFilters({ tab: tab as Tab })}
      query={query}
      emptyText={t(`exceptions.empty.${filters.tab}`)}
      columns={columns}
    >
      <ReasonModal
        open={returning !== undefined}
        texts={{
          title: t(`exceptions.${closing}.title`),
          confirm: t(`exceptions.${closing}.confirm`),
          help: returning
            ? t(`exceptions.${closing}.help`, {
                amount: formatMoney(returning.amount, returning.currency),
                payer: returning.payerName || '--',
              })
            : '',
          label: t('exceptions.noteLabel'),
          placeholder: t(`exceptions.${closing}.placeholder`),
          required: t('exceptions.noteRequired'),
          tooLong: t('reasonModal.tooLong'),
        }}
        schema={ZResolveExceptionRequest.shape.note}
        pending={resolve.isPending}
        onSubmit={(note) => resolve.mutateAsync({ exceptionId: returning!.id, note })}
        onDone={returned.onReturned}
        onClose={returned.onCloseReturn}
      />
    </ListScreen>
  );
};
