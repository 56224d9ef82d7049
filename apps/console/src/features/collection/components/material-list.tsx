// The materials a merchant handed in for a collection (contract, invoice, logistics papers…), each
// opened in place through materialFile.json when the reviewer asks for it (the bytes are fetched
// then, not for every file at once). Only a role that reviews collections may open them.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { OpsCollectionDetail } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Button, Card, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePreview } from '../../../components/file-preview.tsx';
import { useMaterialFile } from '../api/get-material-file.ts';

type Material = OpsCollectionDetail['materials'][number];

/** The type a file's name says, until the bytes say a more precise one. */
const mimeOfName = (name: string): string => {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  return 'application/octet-stream';
};

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
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
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
          {detail.materials.map((material, index) => (
            <Flex
              key={index}
              vertical
              gap={8}
              data-testid={`material-${index}`}
              style={{ paddingTop: index > 0 ? 12 : 0, borderTop: index > 0 ? border : undefined }}
            >
              <Flex gap={8} wrap align="center">
                <Tag style={{ marginInlineEnd: 0 }}>{t(`materialKind.${material.kind}`)}</Tag>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                  {material.name}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(material.uploadedAt)}
                </Typography.Text>
                {canOpen && (
                  <Button
                    size="small"
                    icon={opened.has(index) ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                    onClick={() => toggle(index)}
                    data-testid={`material-open-${index}`}
                    style={{ marginInlineStart: 'auto' }}
                  >
                    {opened.has(index)
                      ? t('collection.closeMaterial')
                      : t('collection.openMaterial')}
                  </Button>
                )}
              </Flex>
              {canOpen && opened.has(index) && (
                <MaterialPreview collectionId={detail.id} material={material} index={index} />
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
};
