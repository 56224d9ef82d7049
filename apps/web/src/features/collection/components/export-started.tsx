// After an export has been accepted (receipts, the confirmation letter): a message that it is being
// generated, with a link to the download centre (linked by path: no feature imports another).
import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';

const EXPORT_MESSAGE_KEY = 'collection-export-started';

/** A new key for each export the user starts (the server keeps one record per key). */
export const newExportKey = () => `collection-export-${crypto.randomUUID()}`;

export const useExportStarted = () => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  // Captured here: the message is rendered outside the router.
  const navigate = useNavigate();
  return useCallback(() => {
    void message.success({
      key: EXPORT_MESSAGE_KEY,
      duration: 8,
      content: (
        <span data-testid="export-started">
          {t('export.started')}{' '}
          <Typography.Link
            onClick={() => {
              message.destroy(EXPORT_MESSAGE_KEY);
              void navigate(paths.auth.downloadAll);
            }}
            data-testid="export-open-downloads"
          >
            {t('export.openDownloads')}
          </Typography.Link>
        </span>
      ),
    });
  }, [message, navigate, t]);
};
