// State of the order import (import-orders-modal.tsx): the template and error-file downloads, the
// uploaded file and what its check found, the refusal of the check or of the import, and the
// import itself — all rows or only the valid ones, each its own user action with its own
// Idempotency-Key.
import type { ImportCheck, ImportCommitRequest, ImportResult } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useCheckImport } from '../api/check-import.ts';
import { useDownloadImportErrors } from '../api/download-import-errors.ts';
import { useDownloadOrderTemplate } from '../api/download-order-template.ts';
import { useImportOrders } from '../api/import-orders.ts';

export const useImportFlow = (contractId: string) => {
  const { t } = useTranslation('contract');
  const template = useDownloadOrderTemplate(t('import.templateName'));
  const errorFile = useDownloadImportErrors(t('import.errorFileName'));
  const check = useCheckImport();
  const importOrders = useImportOrders();
  const importAll = useSubmissionKey('order-import-all');
  const importValid = useSubmissionKey('order-import-valid');
  const [fileId, setFileId] = useState<string>();
  const [checked, setChecked] = useState<ImportCheck>();
  const [refusal, setRefusal] = useState<string>();
  const [result, setResult] = useState<ImportResult>();

  const runCheck = async (id: string) => {
    setChecked(undefined);
    setRefusal(undefined);
    try {
      setChecked(await check.mutateAsync({ contractId, fileId: id }));
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : String(error));
    }
  };

  const onFile = (id: string | undefined) => {
    setFileId(id);
    setChecked(undefined);
    setRefusal(undefined);
    if (id) void runCheck(id);
  };

  const onImport = async (skipInvalid: boolean) => {
    if (!fileId) return;
    const request: ImportCommitRequest = skipInvalid
      ? { contractId, fileId, skipInvalid: true }
      : { contractId, fileId };
    const key = skipInvalid ? importValid : importAll;
    setRefusal(undefined);
    try {
      setResult(await key.send(request, importOrders.mutateAsync));
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : String(error));
      // The file's rows may have changed meaning meanwhile (numbers taken): check it again.
      if (isApiError(error) && error.code === 'ORDER_IMPORT_HAS_ERRORS') void runCheck(fileId);
    }
  };

  return {
    template,
    errorFile,
    checking: check.isPending,
    importing: importOrders.isPending,
    fileId,
    checked,
    refusal,
    result,
    step: result ? 3 : checked ? 2 : check.isPending ? 1 : 0,
    onFile,
    onImport: (skipInvalid: boolean) => void onImport(skipInvalid),
    onErrorFile: () => void errorFile.downloadErrors({ contractId, fileId: fileId! }),
  };
};
