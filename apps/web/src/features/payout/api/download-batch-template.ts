// payout/batch/template.json: the XLSX template of a batch for the chosen method, country and
// currency, headers in the caller's language, saved by a direct download (the 60-second countdown,
// spec §7). A failure is the spec's "template download failed" (§8), said where the button is —
// with the reason when it is another (a time-out, the network); cancelling says nothing.
import { payoutBatchApi, type BatchFileChoice } from '@tradebridge/contracts';
import { directDownload, DirectDownloadOverlay, isApiError, saveFile } from '@tradebridge/ui';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';

export const BATCH_TEMPLATE_PATH = payoutBatchApi.template.path;

/** Why the last download failed: the server's code and words (null: it did not fail). */
export type TemplateFailure = { code: string; reason: string } | null;

export const useDownloadBatchTemplate = (fallbackName: string) => {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [failure, setFailure] = useState<TemplateFailure>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen ends the download.
  useEffect(() => () => running.current?.abort(), []);

  const downloadTemplate = useCallback(
    async (choice: BatchFileChoice) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setFailure(null);
      try {
        const file = await directDownload(api, BATCH_TEMPLATE_PATH, choice, {
          signal: controller.signal,
          onTick: (left) => {
            if (running.current === controller) setSecondsLeft(left);
          },
        });
        saveFile(file.blob, file.fileName ?? fallbackName);
      } catch (error) {
        if (!controller.signal.aborted || isApiError(error))
          setFailure({
            code: isApiError(error) ? error.code : 'NETWORK_ERROR',
            reason: error instanceof Error ? error.message : String(error),
          });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setSecondsLeft(null);
        }
      }
    },
    [fallbackName],
  );

  return {
    downloadTemplate,
    failure,
    isDownloading: secondsLeft !== null,
    overlay: createElement(DirectDownloadOverlay, {
      secondsLeft,
      onCancel: () => running.current?.abort(),
    }),
  };
};
