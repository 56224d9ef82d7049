// "Download receipts" of chosen paid orders (the records, a batch): nothing chosen, or more than
// PAYOUT_LIMITS.receipts, is refused here with the spec's words before anything is asked (the
// server refuses the latter too); otherwise the receipts go to the download centre as one PDF.
import { DownloadOutlined } from '@ant-design/icons';
import { OrderState, PAYOUT_LIMITS, type PayoutRow } from '@tradebridge/contracts';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { newExportKey, useExportStarted } from '../../../components/export-started.tsx';
import { useExportReceipts } from '../api/export-receipts.ts';

/** A receipt exists once the order is paid. */
export const hasReceipt = (row: Pick<PayoutRow, 'state'>) =>
  row.state === OrderState.PaymentSuccess;

export const ReceiptsButton = ({ chosen }: { chosen: string[] }) => {
  const { t } = useTranslation('payout');
  const language = useLanguage();
  const { message } = App.useApp();
  const exportReceipts = useExportReceipts();
  const onStarted = useExportStarted('payout');
  const onDownload = async () => {
    if (chosen.length === 0) {
      void message.warning({ key: 'receipts', content: t('records.selectFirst') });
      return;
    }
    if (chosen.length > PAYOUT_LIMITS.receipts) {
      void message.error({
        key: 'receipts',
        content: messageForCode('DOWNLOAD_COUNT_OVER_LIMIT', language),
      });
      return;
    }
    try {
      await exportReceipts.mutateAsync({
        orderNos: chosen,
        idempotencyKey: newExportKey('payout'),
      });
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exportReceipts.isPending}
      onClick={() => void onDownload()}
      data-testid="download-receipts"
    >
      {chosen.length > 0
        ? t('records.downloadChosen', { count: chosen.length })
        : t('records.download')}
    </Button>
  );
};
