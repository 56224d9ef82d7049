// payout/reconciliationFile.json (admin, reviewer, finance): one UTC day's reconciliation as CSV,
// every line with its break (if any) in the last column; the file itself, not an envelope (a
// failure still answers one, said by the API client).
import { useMutation } from '@tanstack/react-query';
import { payoutApi } from '@tradebridge/contracts';
import { saveFile } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

export const getReconciliationFile = (date: string) =>
  api.call(payoutApi.reconciliationFile, { date });

/** Fetches the day's CSV and hands it to the browser to save. */
export const downloadReconciliation = async (date: string) => {
  const file = await getReconciliationFile(date);
  saveFile(file.blob, file.fileName ?? `payout-reconciliation-${date}.csv`);
};

export const useDownloadReconciliation = () => useMutation({ mutationFn: downloadReconciliation });
