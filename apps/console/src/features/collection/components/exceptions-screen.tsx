// Import exceptions (admin, finance): the entries of bank files the import could not match or
// refused (an unknown account, not a credit, a bad amount, a currency not taken), nothing of which
// was credited. Open ones first (a tab shows all), each returned to the payer with a note once the
// bank has been told; the note, who and when stay on the row. Tab and page live in the address.
import { ZResolveExceptionRequest, type ImportException } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { ListScreen } from '../../../components/list-screen.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { TABS, useExceptionsScreen, type Tab } from './use-exceptions-screen.ts';

export const ExceptionsScreen = () => {
  const { t, filters, setFilters, listProps, query, columns, returning, resolve, ...returned } =
    useExceptionsScreen();
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
          title: t('exceptions.returnTitle'),
          confirm: t('exceptions.returnConfirm'),
          help: returning
            ? t('exceptions.returnHelp', {
                amount: formatMoney(returning.amount, returning.currency),
                payer: returning.payerName || '--',
              })
            : '',
          label: t('exceptions.noteLabel'),
          placeholder: t('exceptions.notePlaceholder'),
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
