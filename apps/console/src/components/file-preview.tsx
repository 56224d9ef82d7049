// A file a merchant submitted, shown in place: an image (with the shared preview to zoom and rotate
// it), a PDF in the browser's own viewer, a video in the browser's player, anything else (a
// spreadsheet) as a download. Loading and
// failure are shown in place, the failure with a retry. The renewal review and the certification
// review both use it; each fetches the bytes its own way.
import { DownloadOutlined, ExportOutlined, ZoomInOutlined } from '@ant-design/icons';
import { ImagePreview, useObjectUrl } from '@tradebridge/ui';
import { Alert, Button, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the preview needs of the query that fetches the bytes. */
export type FileQuery = {
  data: Blob | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

export type FilePreviewProps = {
  /**
   * Names the test ids: `<name>-file`, `-file-loading`, `-file-error`, `-image`, `-enlarge`, `-pdf`,
   * `-video`, `-download`.
   */
  name: string;
  query: FileQuery;
  /** Over the preview, beside the file's name: what the file is. */
  label: ReactNode;
  fileName: string;
  /** The type the server recorded, until the bytes say a more precise one. */
  mime: string;
  /** The height of the picture or the PDF's frame. */
  height?: number;
  /** Over the preview, the label and the file's name; left out where the page names the file. */
  caption?: boolean;
};

export const FilePreview = ({
  name,
  query,
  label,
  fileName,
  mime: recordedMime,
  height = 300,
  caption = true,
}: FilePreviewProps) => {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const [enlarged, setEnlarged] = useState(false);
  const url = useObjectUrl(query.data);
  const sent = query.data?.type;
  const mime = sent && sent !== 'application/octet-stream' ? sent : recordedMime;
  const isImage = mime.startsWith('image/');
  const isPdf = mime === 'application/pdf';
  const isVideo = mime.startsWith('video/');

  const frame = {
    height,
    width: '100%',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
  };

  let body;
  if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('file.failed')}
        description={query.error?.message}
        data-testid={`${name}-file-error`}
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!url) {
    body = (
      <Flex vertical gap={8} data-testid={`${name}-file-loading`}>
        <Skeleton.Node active style={{ width: '100%', height }} />
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
            alt={fileName}
            data-testid={`${name}-image`}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </button>
        <Button
          icon={<ZoomInOutlined />}
          onClick={() => setEnlarged(true)}
          data-testid={`${name}-enlarge`}
        >
          {t('file.enlarge')}
        </Button>
        <ImagePreview
          open={enlarged}
          src={url}
          alt={fileName}
          title={fileName}
          onClose={() => setEnlarged(false)}
        />
      </Flex>
    );
  } else if (isPdf) {
    body = (
      <Flex vertical gap={8} align="flex-start">
        <iframe
          src={url}
          title={fileName}
          data-testid={`${name}-pdf`}
          style={{ ...frame, height: height + 120 }}
        />
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          {t('file.openPdf')}
        </Button>
      </Flex>
    );
  } else if (isVideo) {
    body = (
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={fileName}
        data-testid={`${name}-video`}
        style={{ ...frame, objectFit: 'contain', background: token.colorBgSpotlight }}
      />
    );
  } else {
    body = (
      <Flex vertical gap={8} align="flex-start">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('file.unsupported')} />
        <Button
          icon={<DownloadOutlined />}
          href={url}
          download={fileName}
          data-testid={`${name}-download`}
        >
          {t('file.download')}
        </Button>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={8} data-testid={`${name}-file`} style={{ minWidth: 0 }}>
      {caption && (
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong>{label}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
            {fileName}
          </Typography.Text>
        </Flex>
      )}
      {body}
    </Flex>
  );
};
