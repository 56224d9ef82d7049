// The header download icon (spec §2 "a download icon shows the count of pending files"): the
// number of files ready and not downloaded yet; its tooltip also says how many are generating.
// It leads to the download centre.
import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDownloadCount } from '../api/get-download-count.ts';

/** `labelled`: the icon with the download centre's name beside it (the header's "more" popover). */
export const DownloadIcon = ({ labelled = false }: { labelled?: boolean }) => {
  const { t } = useTranslation('download');
  const navigate = useNavigate();
  const count = useDownloadCount();
  const ready = count.data?.ready ?? 0;
  const generating = count.data?.generating ?? 0;
  const tooltip = count.data ? (
    <div data-testid="download-icon-tooltip">
      <div>{t('icon.ready', { count: ready })}</div>
      <div>{t('icon.generating', { count: generating })}</div>
    </div>
  ) : (
    <span data-testid="download-icon-tooltip">{t('title')}</span>
  );
  return (
    <Tooltip title={tooltip} placement="bottom">
      <Badge count={ready} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape={labelled ? 'default' : 'circle'}
          icon={<DownloadOutlined style={{ fontSize: 18 }} />}
          aria-label={t('icon.label', { count: ready })}
          onClick={() => void navigate(paths.auth.downloadAll)}
          data-testid="download-icon"
          data-count={ready}
        >
          {labelled ? t('title') : null}
        </Button>
      </Badge>
    </Tooltip>
  );
};
