// The document a merchant submitted with a renewal, in the shared file preview.
import type { Renewal } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { FilePreview } from '../../../components/file-preview.tsx';
import { useRenewalFile } from '../api/get-renewal-file.ts';

export const RenewalFile = ({ renewal }: { renewal: Renewal }) => {
  const { t } = useTranslation('documents');
  const file = useRenewalFile(renewal.id);
  return (
    <FilePreview
      name="renewal"
      query={file}
      label={t('detail.file')}
      fileName={renewal.fileName}
      mime={renewal.fileMime}
    />
  );
};
