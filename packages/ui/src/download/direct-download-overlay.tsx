// The full-screen indicator of a direct download: a spinner, the seconds left and a cancel button.
// useDirectDownload runs a download with it; apps render the overlay it returns.
import { Button, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../request/api-error.ts';
import type { ApiClient, DownloadedFile } from '../request/client.ts';
import { showErrorMessage } from '../request/feedback.tsx';
import { directDownload } from './direct-download.ts';
import { saveFile } from './save-file.ts';

export type DirectDownloadOverlayProps = {
  /** Seconds left; null: no download running (nothing is rendered). */
  secondsLeft: number | null;
  onCancel?: () => void;
};

export const DirectDownloadOverlay = ({ secondsLeft, onCancel }: DirectDownloadOverlayProps) => {
  const { t } = useTranslation('ui');
  if (secondsLeft === null) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={t('download.title')}
      data-testid="direct-download-overlay"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(0, 0, 0, 0.45)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Flex
        vertical
        align="center"
        gap={12}
        style={{
          background: '#fff',
          borderRadius: 8,
          padding: '24px 32px',
          minWidth: 240,
          maxWidth: 'calc(100vw - 32px)',
          textAlign: 'center',
        }}
      >
        <Spin size="large" />
        <Typography.Text strong>{t('download.title')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="direct-download-countdown">
          {t('download.countdown', { count: secondsLeft })}
        </Typography.Text>
        {onCancel ? (
          <Button onClick={onCancel} data-testid="direct-download-cancel">
            {t('download.cancel')}
          </Button>
        ) : null}
      </Flex>
    </div>
  );
};

export type StartDirectDownload = (
  path: string,
  data: unknown,
  options?: { fallbackName?: string },
) => Promise<DownloadedFile | undefined>;

export type UseDirectDownload = {
  /** Downloads and saves the file; resolves with it, or undefined when it failed or was cancelled. */
  download: StartDirectDownload;
  isDownloading: boolean;
  cancel: () => void;
  /** Render it once; it shows itself while a download runs. */
  overlay: ReactNode;
};

/**
 * Runs direct downloads through `client` with the countdown overlay. Failures show their message
 * as an error toast (the envelope's message, or the localized DOWNLOAD_TIMEOUT); cancelling shows
 * nothing.
 */
export const useDirectDownload = (
  client: ApiClient,
  { seconds }: { seconds?: number } = {},
): UseDirectDownload => {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => running.current?.abort(), []);
  // Leaving the screen ends the download.
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback<StartDirectDownload>(
    async (path, data, { fallbackName } = {}) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      try {
        const file = await directDownload(client, path, data, {
          seconds,
          signal: controller.signal,
          onTick: (left) => {
            if (running.current === controller) setSecondsLeft(left);
          },
        });
        saveFile(file.blob, file.fileName ?? fallbackName ?? 'download');
        return file;
      } catch (error) {
        if (!controller.signal.aborted || isApiError(error)) {
          showErrorMessage(isApiError(error) ? error.message : String(error));
        }
        return undefined;
      } finally {
        if (running.current === controller) {
          running.current = null;
          setSecondsLeft(null);
        }
      }
    },
    [client, seconds],
  );

  return {
    download,
    isDownloading: secondsLeft !== null,
    cancel,
    overlay: <DirectDownloadOverlay secondsLeft={secondsLeft} onCancel={cancel} />,
  };
};
