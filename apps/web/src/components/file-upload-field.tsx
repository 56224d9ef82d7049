// A form control holding one uploaded file's id (file/upload.json): choose a file, see its name,
// size and a preview (a picture opens in the shared image viewer to zoom and rotate; a PDF opens in
// the browser's viewer), replace or remove it. A file of a wrong type or of 10 MB or more is refused
// before it is sent; the server checks the content again. A file known only by its id (a form
// resumed on another device) is fetched for its preview.
import {
  DeleteOutlined,
  EyeOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  FileOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePreview, isApiError, useLanguage, useObjectUrl } from '@tradebridge/ui';
import { Button, Flex, Skeleton, Typography, Upload, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../lib/file-size.ts';
import {
  uploadAcceptOf,
  uploadFile,
  uploadProblem,
  uploadProblemText,
  uploadTypesOf,
  type UploadKind,
} from '../lib/upload-file.ts';
import { rememberUploadedFile, useFile } from '../lib/view-file.ts';

const THUMB = 72;

export type FileUploadFieldProps = {
  /** The uploaded file's id (antd Form passes it). */
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  id?: string;
  disabled?: boolean;
  /**
   * What the file may be (file/upload.json?kind=): each chosen file is uploaded as the first kind
   * that takes its type (a register of members as a scan, `document`, or a spreadsheet, `sheet`).
   */
  kinds?: readonly UploadKind[];
  /** What the file is, for the preview's title and the buttons' labels. */
  label: string;
  'data-testid'?: string;
};

const FilePreview = ({
  fileId,
  label,
  disabled,
  onRemove,
}: {
  fileId: string;
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) => {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { token } = theme.useToken();
  const file = useFile(fileId);
  const url = useObjectUrl(file.data?.blob);
  const [enlarged, setEnlarged] = useState(false);
  const mime = file.data?.contentType || file.data?.blob.type || '';
  const isImage = mime.startsWith('image/');
  const name = file.data?.fileName ?? label;

  const frame = {
    width: THUMB,
    height: THUMB,
    flex: `0 0 ${THUMB}px`,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    padding: 0,
  } as const;

  let thumb;
  if (file.isError)
    thumb = <FileOutlined style={{ fontSize: 28, color: token.colorTextTertiary }} />;
  else if (!url) thumb = <Skeleton.Node active style={{ width: THUMB, height: THUMB }} />;
  else if (isImage)
    thumb = (
      <img
        src={url}
        alt={name}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        data-testid="upload-thumb"
      />
    );
  else if (mime === 'application/pdf')
    thumb = <FilePdfOutlined style={{ fontSize: 28, color: token.colorError }} />;
  else thumb = <FileExcelOutlined style={{ fontSize: 28, color: token.colorSuccess }} />;

  return (
    <Flex gap={12} align="center" data-testid="upload-file" data-file-id={fileId}>
      {isImage && url ? (
        <button
          type="button"
          style={{ ...frame, cursor: 'zoom-in' }}
          onClick={() => setEnlarged(true)}
          aria-label={t('upload.preview')}
        >
          {thumb}
        </button>
      ) : (
        <div style={frame}>{thumb}</div>
      )}
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 'auto' }}>
        <Typography.Text ellipsis={{ tooltip: name }} data-testid="upload-file-name">
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {file.isError ? (
            <span data-testid="upload-file-failed">{t('upload.loadFailed')}</span>
          ) : (
            <span data-testid="upload-file-size">
              {formatFileSize(file.data?.blob.size, language, t)}
            </span>
          )}
        </Typography.Text>
        <Flex gap={4} wrap>
          {url && isImage ? (
            <Button
              size="small"
              type="link"
              icon={<EyeOutlined />}
              style={{ paddingInline: 0 }}
              onClick={() => setEnlarged(true)}
              data-testid="upload-preview"
            >
              {t('upload.preview')}
            </Button>
          ) : null}
          {url && !isImage ? (
            <Button
              size="small"
              type="link"
              icon={<EyeOutlined />}
              style={{ paddingInline: 0 }}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="upload-open"
            >
              {t('upload.open')}
            </Button>
          ) : null}
          {disabled ? null : (
            <Button
              size="small"
              type="link"
              danger
              icon={<DeleteOutlined />}
              onClick={onRemove}
              data-testid="upload-remove"
            >
              {t('upload.remove')}
            </Button>
          )}
        </Flex>
      </Flex>
      {url && isImage ? (
        <ImagePreview
          open={enlarged}
          src={url}
          alt={name}
          title={`${label} · ${name}`}
          onClose={() => setEnlarged(false)}
        />
      ) : null}
    </Flex>
  );
};

export const FileUploadField = ({
  value,
  onChange,
  id,
  disabled = false,
  kinds = ['document'],
  label,
  'data-testid': testId,
}: FileUploadFieldProps) => {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<string>();
  const [problem, setProblem] = useState<string>();

  return (
    <Flex vertical gap={8} data-testid={testId} style={{ minWidth: 0 }}>
      {value ? (
        <FilePreview
          fileId={value}
          label={label}
          disabled={disabled}
          onRemove={() => onChange?.(undefined)}
        />
      ) : null}
      <Upload
        accept={kinds.map(uploadAcceptOf).join(',')}
        showUploadList={false}
        maxCount={1}
        disabled={disabled || uploading !== undefined}
        beforeUpload={(file) => {
          const kind = kinds.find((k) => uploadTypesOf(k).includes(file.type)) ?? kinds[0]!;
          const refused = uploadProblem(file, kind);
          if (!refused) return true;
          setProblem(uploadProblemText(refused, language, kinds));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file }) => {
          const chosen = file as File;
          const kind = kinds.find((k) => uploadTypesOf(k).includes(chosen.type)) ?? kinds[0];
          setProblem(undefined);
          setUploading(chosen.name);
          uploadFile(chosen, { kind })
            .then((uploaded) => {
              rememberUploadedFile(queryClient, uploaded.id, chosen);
              onChange?.(uploaded.id);
            })
            .catch((error: unknown) =>
              setProblem(isApiError(error) ? error.message : String(error)),
            )
            .finally(() => setUploading(undefined));
        }}
      >
        {disabled ? null : (
          <Button
            id={id}
            icon={<UploadOutlined />}
            loading={uploading !== undefined}
            data-testid="upload-choose"
          >
            {uploading !== undefined
              ? t('upload.uploading', { name: uploading })
              : value
                ? t('upload.replace')
                : t('upload.choose')}
          </Button>
        )}
      </Upload>
      {problem ? (
        <Typography.Text type="danger" data-testid="upload-problem">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};
