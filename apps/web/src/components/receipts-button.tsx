// "Download receipts" of the rows chosen in a list (collections, payment records, a batch's
// orders): nothing chosen, or more than `max`, is refused here with the spec's words before
// anything is asked (the server refuses the latter too); otherwise the area's export starts — one
// PDF through the download centre — and the user is told where to find it.
import { DownloadOutlined } from '@ant-design/icons';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { App, Button, Typography } from 'antd';
import { newExportKey, useExportStarted } from './export-started.tsx';

export const ReceiptsButton = ({
  area,
  chosen,
  max,
  labels,
  exportChosen,
  pending,
}: {
  /** The exporting area (its Idempotency-Keys and its "started" message). */
  area: string;
  chosen: string[];
  max: number;
  labels: { selectFirst: string; download: string; downloadChosen: string };
  /** Starts the export of the chosen rows under the key. */
  exportChosen: (chosen: string[], idempotencyKey: string) => Promise<unknown>;
  pending: boolean;
}) => {
  const language = useLanguage();
  const { message } = App.useApp();
  const onStarted = useExportStarted(area);
  const onDownload = async () => {
    if (chosen.length === 0) {
      void message.warning({ key: 'receipts', content: labels.selectFirst });
      return;
    }
    if (chosen.length > max) {
      void message.error({
        key: 'receipts',
        content: messageForCode('DOWNLOAD_COUNT_OVER_LIMIT', language),
      });
      return;
    }
    try {
      await exportChosen(chosen, newExportKey(area));
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={pending}
      onClick={() => void onDownload()}
      data-testid="download-receipts"
    >
      {chosen.length > 0 ? labels.downloadChosen : labels.download}
    </Button>
  );
};

/** Under the filters while rows are chosen: how many (and the most at once), and a way to clear. */
export const ChosenLine = ({
  testId,
  text,
  clearText,
  onClear,
}: {
  /** "payouts" gives payouts-chosen and payouts-clear-chosen. */
  testId: string;
  text: string;
  clearText: string;
  onClear: () => void;
}) => (
  <Typography.Paragraph type="secondary" data-testid={`${testId}-chosen`}>
    {text}{' '}
    <Typography.Link onClick={onClear} data-testid={`${testId}-clear-chosen`}>
      {clearText}
    </Typography.Link>
  </Typography.Paragraph>
);
