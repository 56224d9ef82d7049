// payout/statusReportUpload.json (admin, finance): a bank's pain.002 sent as multipart field "file",
// applied at once through the rail's rules; answers what it did. Payouts and the audit are
// refetched: orders it settled or rejected have moved on.
import { payoutApi, type StatusReportResult } from '@tradebridge/contracts';
import { postMultipart } from '../../../lib/post-multipart.ts';
import { AUDIT_KEY, useRefetchingMutation } from '../../../lib/mutations.ts';
import { payoutQueryKey } from './list-payouts.ts';

export const uploadStatusReport = (file: File): Promise<StatusReportResult> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(payoutApi.uploadStatusReport, body);
};

export const useUploadStatusReport = () =>
  useRefetchingMutation(uploadStatusReport, [payoutQueryKey, AUDIT_KEY]);
