// /collect (spec "collection", "receipt download"): money received on the merchant's accounts —
// order number, arrival time, account, payer, amount, state with the receipt's progress label and
// the reason a collection is held or refused — filtered by account, currency, state, arrival dates
// and payer name, paged by the server. Chosen rows' receipts go to the download centre as one PDF:
// nothing chosen, or more than LIMITS.receiptDownloadMax, is refused here with the spec's words
// (the server refuses the latter too). Above the list, the money the bank announced but has not
// booked yet (expected-funds.tsx). The state lives in use-collections-screen.ts.
import { LIMITS, type Collection } from '@tradebridge/contracts';
import { RecordsTable } from '@tradebridge/ui';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ChosenLine,
  ReceiptsButton as SharedReceiptsButton,
} from '../../../components/receipts-button.tsx';
import { useExportReceipts } from '../api/export-receipts.ts';
import { useCollectionColumns } from './collection-columns.tsx';
import { CollectionFilters } from './collection-filters.tsx';
import { ExpectedFunds } from './expected-funds.tsx';
import { useCollectionsScreen } from './use-collections-screen.ts';
import { recordsTexts } from '../../../lib/records-texts.ts';

/** "Download receipts": the chosen rows, at most LIMITS.receiptDownloadMax at once. */
const ReceiptsButton = ({ chosen }: { chosen: string[] }) => {
  const { t } = useTranslation('collection');
  const exportReceipts = useExportReceipts();
  return (
    <SharedReceiptsButton
      area="collection"
      chosen={chosen}
      max={LIMITS.receiptDownloadMax}
      labels={{
        selectFirst: t('collections.selectFirst'),
        download: t('collections.download'),
        downloadChosen: t('collections.downloadChosen', { count: chosen.length }),
      }}
      exportChosen={(collectionIds, idempotencyKey) =>
        exportReceipts.mutateAsync({ collectionIds, idempotencyKey })
      }
      pending={exportReceipts.isPending}
    />
  );
};

export const CollectionsScreen = () => {
  const { t } = useTranslation('collection');
  const { list, collections, chosen, setChosen } = useCollectionsScreen();
  const columns = useCollectionColumns();

  return (
    <Flex vertical gap={16}>
      <ExpectedFunds />
      <Card
        title={t('collections.title')}
        data-testid="collections-screen"
        extra={<ReceiptsButton chosen={chosen} />}
      >
        <CollectionFilters list={list} />
        {chosen.length > 0 ? (
          <ChosenLine
            testId="collections"
            text={t('collections.chosen', { count: chosen.length, max: LIMITS.receiptDownloadMax })}
            clearText={t('collections.clearChosen')}
            onClear={() => setChosen([])}
          />
        ) : null}
        <RecordsTable<Collection>
          query={collections}
          testId="collections"
          texts={recordsTexts(t, 'collections')}
          filtered={list.filtered}
          paging={list.paging}
          rowKey="id"
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(String)),
          }}
          columns={columns}
        />
      </Card>
    </Flex>
  );
};
