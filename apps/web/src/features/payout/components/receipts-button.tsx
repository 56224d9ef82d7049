// "Download receipts" of chosen paid orders (the records, a batch), at most PAYOUT_LIMITS.receipts.
import { OrderState, PAYOUT_LIMITS, type PayoutRow } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { ReceiptsButton as SharedReceiptsButton } from '../../../components/receipts-button.tsx';
import { useExportReceipts } from '../api/export-receipts.ts';

/** A receipt exists once the order is paid. */
export const hasReceipt = (row: Pick<PayoutRow, 'state'>) =>
  row.state === OrderState.PaymentSuccess;

export const ReceiptsButton = ({ chosen }: { chosen: string[] }) => {
  const { t } = useTranslation('payout');
  const exportReceipts = useExportReceipts();
  return (
    <SharedReceiptsButton
      area="payout"
      chosen={chosen}
      max={PAYOUT_LIMITS.receipts}
      labels={{
        selectFirst: t('records.selectFirst'),
        download: t('records.download'),
        downloadChosen: t('records.downloadChosen', { count: chosen.length }),
      }}
      exportChosen={(orderNos, idempotencyKey) =>
        exportReceipts.mutateAsync({ orderNos, idempotencyKey })
      }
      pending={exportReceipts.isPending}
    />
  );
};
