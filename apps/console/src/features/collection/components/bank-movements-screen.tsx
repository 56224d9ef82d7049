// Bank movements (admin, finance): what the imported bank files said that is not a collection —
// pending credits kept as expected funds (credited when a later file books them), the bank's
// notices, its own debits (charges, outgoing payments matched to our payouts, returns) and the
// reversals applied to earlier credits — newest first, by kind, of every file or of the one opened
// from the bank files screen. Kind, file and page live in the address.
import type { BankMovement, BankMovementKind } from '@tradebridge/contracts';
import { Tag } from 'antd';
import { ListScreen } from '../../../components/list-screen.tsx';
import { optionsOf, SelectFilter } from '../../../components/list-filters.tsx';
import { BANK_MOVEMENT_KINDS } from './collection-labels.tsx';
import { useBankMovementsScreen } from './use-bank-movements-screen.ts';

export const BankMovementsScreen = () => {
  const { t, filters, isFiltered, setFilters, listProps, query, columns, fileName } =
    useBankMovementsScreen();
  return (
    <ListScreen<BankMovement>
      {...listProps}
      name="bank-movements"
      title={t('bankMovements.title')}
      description={t('bankMovements.intro')}
      filters={
        <>
          <SelectFilter<BankMovementKind>
            value={filters.kind}
            options={optionsOf(BANK_MOVEMENT_KINDS, (kind) => t(`bankMovementKind.${kind}`))}
            label={t('bankMovements.kind')}
            testId="bank-movements-kind-filter"
            width={220}
            onChange={(kind) => setFilters({ kind })}
          />
          {filters.file && (
            <Tag
              closable
              onClose={() => setFilters({ file: undefined })}
              data-testid="bank-movements-file-filter"
              style={{ marginInlineEnd: 0 }}
            >
              {fileName
                ? t('bankMovements.ofFile', { name: fileName })
                : t('bankMovements.oneFile')}
            </Tag>
          )}
        </>
      }
      query={query}
      emptyText={isFiltered ? t('bankMovements.noMatch') : t('bankMovements.empty')}
      columns={columns}
    />
  );
};
