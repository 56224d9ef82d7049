// "Export" with CSV / Excel of a list's current filters (not its page) into the download centre:
// one idempotency key per export the user starts, the request layer's message when it is refused,
// and "being generated" with a link to the download centre once it is accepted. The texts are the
// area's own (`export.button`, `export.csv`, `export.xlsx` of its namespace).
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { FileType } from '@tradebridge/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { newExportKey, useExportStarted } from './export-started.tsx';

export const EXPORT_TYPES = [FileType.Csv, FileType.Xlsx] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const ExportMenu = ({
  area,
  exportFile,
  pending,
}: {
  /** The area's name: its i18n namespace and the key's prefix. */
  area: string;
  /** Asks for the file; rejects when the request is refused. */
  exportFile: (fileType: ExportType, idempotencyKey: string) => Promise<unknown>;
  pending: boolean;
}) => {
  const { t } = useTranslation(area);
  const onStarted = useExportStarted(area);
  const onExport = async (fileType: ExportType) => {
    try {
      await exportFile(fileType, newExportKey(area));
    } catch {
      return; // the request layer has shown why
    }
    onStarted();
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={pending}
      menu={{
        items: EXPORT_TYPES.map((type) => ({
          key: type,
          label: <span data-testid={`export-${type}`}>{t(`export.${type}`)}</span>,
        })),
        onClick: ({ key }) => void onExport(key as ExportType),
      }}
    >
      <Button icon={<ExportOutlined />} loading={pending} data-testid="export-button">
        {t('export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
};
