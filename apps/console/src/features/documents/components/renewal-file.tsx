// The document a merchant submitted with a renewal: an image (with the shared preview to zoom and
// rotate it) or a PDF in the browser's own viewer. Loading and failure are shown in place.
import { ExportOutlined, ZoomInOutlined } from '@ant-design/icons';
import type { Renewal } from '@tradebridge/contracts';
import { ImagePreview } from '@tradebridge/ui';
import { Alert, Button, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useRenewalFile } from '../api/get-renewal-file.ts';

const PREVIEW_HEIGHT = 300;

export const RenewalFile = ({ renewal }: { renewal: Renewal }) => {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation('common');
  const { token } = theme.useToken();
  const [enlarged, setEnlarged] = useState(false);
  const file = useRenewalFile(renewal.id);
  const url = useObjectUrl(file.data);
  const mime = file.data?.type || renewal.fileMime;
  const isImage = mime.startsWith('image/');
  const isPdf = mime === 'application/pdf';

  const frame = {
    height: PREVIEW_HEIGHT,
    width: '100%',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
  };

  let body;
  if (file.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('file.failed')}
        description={file.error.message}
        data-testid="renewal-file-error"
        action={<Button onClick={() => void file.refetch()}>{tCommon('retry')}</Button>}
      />
    );
  } else if (!url) {
    body = (
      <Flex vertical gap={8} data-testid="renewal-file-loading">
        <Skeleton.Node active style={{ width: '100%', height: PREVIEW_HEIGHT }} />
        <Typography.Text type="secondary">{t('file.loading')}</Typography.Text>
      </Flex>
    );
  } else if (isImage) {
    body = (
      <Flex vertical gap={8} align="flex-start">
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          aria-label={t('file.enlarge')}
          style={{ ...frame, padding: 8, cursor: 'zoom-in', display: 'flex' }}
        >
          <img
            src={url}
            alt={renewal.fileName}
            data-testid="renewal-image"
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </button>
        <Button
          icon={<ZoomInOutlined />}
          onClick={() => setEnlarged(true)}
          data-testid="renewal-enlarge"
        >
          {t('file.enlarge')}
        </Button>
        <ImagePreview
          open={enlarged}
          src={url}
          alt={renewal.fileName}
          title={renewal.fileName}
          onClose={() => setEnlarged(false)}
        />
      </Flex>
    );
  } else if (isPdf) {
    body = (
      <Flex vertical gap={8} align="flex-start">
        <iframe
          src={url}
          title={renewal.fileName}
          data-testid="renewal-pdf"
          style={{ ...frame, height: PREVIEW_HEIGHT + 120 }}
        />
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          {t('file.openPdf')}
        </Button>
      </Flex>
    );
  } else {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('file.unsupported')} />;
  }

  return (
    <Flex vertical gap={8} data-testid="renewal-file">
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>{t('detail.file')}</Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
          {renewal.fileName}
        </Typography.Text>
      </Flex>
      {body}
    </Flex>
  );
};
