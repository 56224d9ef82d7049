// A modal image viewer with zoom in/out, rotate left/right and reset.
import {
  RotateLeftOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Modal, Space, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INITIAL_TRANSFORM,
  MAX_SCALE,
  MIN_SCALE,
  rotateLeft,
  rotateRight,
  transformCss,
  zoomIn,
  zoomOut,
  type ImageTransform,
} from './image-transform.ts';

export type ImagePreviewProps = {
  open: boolean;
  src: string;
  alt?: string;
  title?: ReactNode;
  onClose: () => void;
};

const Viewer = ({ src, alt }: { src: string; alt: string }) => {
  const { t } = useTranslation('ui');
  const [transform, setTransform] = useState<ImageTransform>(INITIAL_TRANSFORM);
  const tool = (
    label: string,
    icon: ReactNode,
    next: (t: ImageTransform) => ImageTransform,
    testId: string,
    disabled = false,
  ) => (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        icon={icon}
        disabled={disabled}
        data-testid={testId}
        onClick={() => setTransform(next)}
      />
    </Tooltip>
  );

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        {tool(
          t('imagePreview.zoomIn'),
          <ZoomInOutlined />,
          zoomIn,
          'preview-zoom-in',
          transform.scale >= MAX_SCALE,
        )}
        {tool(
          t('imagePreview.zoomOut'),
          <ZoomOutOutlined />,
          zoomOut,
          'preview-zoom-out',
          transform.scale <= MIN_SCALE,
        )}
        {tool(
          t('imagePreview.rotateLeft'),
          <RotateLeftOutlined />,
          rotateLeft,
          'preview-rotate-left',
        )}
        {tool(
          t('imagePreview.rotateRight'),
          <RotateRightOutlined />,
          rotateRight,
          'preview-rotate-right',
        )}
        {tool(t('imagePreview.reset'), <UndoOutlined />, () => INITIAL_TRANSFORM, 'preview-reset')}
        <span data-testid="preview-scale">
          {t('imagePreview.scale', { percent: Math.round(transform.scale * 100) })}
        </span>
      </Space>
      <div
        style={{
          height: '60vh',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'rgba(0, 0, 0, 0.04)',
        }}
      >
        <img
          src={src}
          alt={alt}
          data-testid="preview-image"
          style={{
            maxWidth: '100%',
            maxHeight: '100%',
            transform: transformCss(transform),
            transition: 'transform 0.2s',
          }}
        />
      </div>
    </>
  );
};

export const ImagePreview = ({ open, src, alt = '', title, onClose }: ImagePreviewProps) => {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      title={title ?? t('imagePreview.title')}
      footer={null}
      width={880}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      {/* keyed by src: another picture starts unzoomed and unrotated */}
      {open ? <Viewer key={src} src={src} alt={alt} /> : null}
    </Modal>
  );
};
