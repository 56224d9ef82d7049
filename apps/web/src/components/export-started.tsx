// After an export has been accepted (fund details, statements, receipts, letters, exchange
// records): a message that the file is being generated, with a link to the download centre. Linked
// by path: no feature imports the download feature. Shared by the areas that export.
import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';

/** A new key for each export the user starts in `area` (the server keeps one record per key). */
export const newExportKey = (area: string) => `${area}-export-${crypto.randomUUID()}`;

/** Says an export of `area` has started; one message per area at a time. */
export const useExportStarted = (area: string) => {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  // Captured here: the message is rendered outside the router.
  const navigate = useNavigate();
  return useCallback(() => {
    const key = `${area}-export-started`;
    void message.success({
      key,
      duration: 8,
      content: (
        <span data-testid="export-started">
          {t('export.started')}{' '}
          <Typography.Link
            onClick={() => {
              message.destroy(key);
              void navigate(paths.auth.downloadAll);
            }}
            data-testid="export-open-downloads"
          >
            {t('export.openDownloads')}
          </Typography.Link>
        </span>
      ),
    });
  }, [area, message, navigate, t]);
};
