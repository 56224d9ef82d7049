// The materials a merchant handed in for a collection (contract, invoice, logistics papers…), each
// opened in place through materialFile.json when the reviewer asks for it (the shared FileList).
// Only a role that reviews collections may open them.
import type { OpsCollectionDetail } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileList } from '../../../components/file-list.tsx';
import { FilePreview } from '../../../components/file-preview.tsx';
import { mimeOfName } from '../../../lib/mime.ts';
import { useMaterialFile } from '../api/get-material-file.ts';

type Material = OpsCollectionDetail['materials'][number];

const MaterialPreview = ({
  collectionId,
  material,
  index,
}: {
  collectionId: string;
  material: Material;
  index: number;
}) => {
  const { t } = useTranslation('collection');
  const query = useMaterialFile(collectionId, material.fileId);
  return (
    <FilePreview
      name={`material-${index}`}
      query={query}
      label={t(`materialKind.${material.kind}`)}
      fileName={material.name}
      mime={mimeOfName(material.name)}
      height={420}
      // The row above names the material.
      caption={false}
    />
  );
};

export const MaterialList = ({
  detail,
  canOpen,
}: {
  detail: OpsCollectionDetail;
  canOpen: boolean;
}) => {
  const { t } = useTranslation('collection');
  return (
    <Card title={t('collection.materials')} data-testid="section-materials">
      {detail.materials.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('collection.noMaterials')} />
      ) : (
        <Flex vertical gap={12}>
          {!canOpen && (
            <Typography.Text type="secondary" data-testid="materials-reviewers-only">
              {t('collection.materialsReviewersOnly')}
            </Typography.Text>
          )}
          <FileList
            canOpen={canOpen}
            labels={{ open: t('collection.openMaterial'), close: t('collection.closeMaterial') }}
            files={detail.materials.map((material, index) => ({
              kind: t(`materialKind.${material.kind}`),
              name: material.name,
              note: formatDateTime(material.uploadedAt),
              testId: `material-${index}`,
              openTestId: `material-open-${index}`,
              preview: (
                <MaterialPreview collectionId={detail.id} material={material} index={index} />
              ),
            }))}
          />
        </Flex>
      )}
    </Card>
  );
};
