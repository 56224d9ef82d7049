// State of the renewal of an identity document (renew-document-screen.tsx): the document named by
// `?documentId=` among the expiring ones, the form (the renewed file, uploaded as it is chosen and
// checked before it is sent; the new expiry date, after today) and the renewal sent for review.
import { isApiError, messageForCode, useLanguage } from '@tradebridge/ui';
import { uploadFormatNames, type UploadedFile } from '@tradebridge/contracts';
import { Form, Upload, type FormRule, type UploadFile, type UploadProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyFormError } from '../../../lib/form-errors.ts';
import { uploadFile, uploadProblem } from '../../../lib/upload-file.ts';
import { useExpiringDocuments } from '../api/list-expiring-documents.ts';
import { useRenewDocument } from '../api/renew-document.ts';

export type RenewValues = { file: UploadFile<UploadedFile>[]; newExpiresOn: Dayjs };

/** Only days after today: a renewed document must still be valid tomorrow. */
export const isPastOrToday = (day: Dayjs) => !day.isAfter(dayjs(), 'day');

export const useRenewDocumentForm = () => {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const [params] = useSearchParams();
  const documentId = params.get('documentId');
  const documents = useExpiringDocuments();
  const renew = useRenewDocument();
  const [form] = Form.useForm<RenewValues>();
  const [done, setDone] = useState(false);
  const doc = documents.data?.find((d) => d.id === documentId);
  const fileLabel = t('renew.file');
  const dateLabel = t('renew.newExpiresOn');

  const onFinish = (values: RenewValues) => {
    const uploaded = values.file[0]?.response;
    if (!uploaded || !doc) return;
    renew.mutate(
      {
        documentId: doc.id,
        fileId: uploaded.id,
        newExpiresOn: values.newExpiresOn.format('YYYY-MM-DD'),
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          applyFormError(form, error, {
            codeToField: { RENEWAL_PENDING: 'file', FILE_TYPE_REFUSED: 'file' },
          }),
      },
    );
  };

  const fileRules: FormRule[] = [
    {
      validator: (_, list: UploadFile<UploadedFile>[] | undefined) => {
        const file = list?.[0];
        if (!file)
          return Promise.reject(new Error(tc('validation.required', { field: fileLabel })));
        if (file.status === 'uploading') return Promise.reject(new Error(t('renew.uploading')));
        if (file.status !== 'done' || !file.response)
          return Promise.reject(new Error(t('renew.uploadAgain')));
        return Promise.resolve();
      },
    },
  ];

  const dateRules: FormRule[] = [
    { required: true, message: tc('validation.required', { field: dateLabel }) },
    {
      validator: (_, value: Dayjs | undefined) =>
        !value || !isPastOrToday(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('renew.futureOnly'))),
    },
  ];

  /** A file of a wrong type or size is refused before it is sent, under the field. */
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = uploadProblem(file);
    if (!problem) return true;
    const message = messageForCode(problem, language, {
      types: uploadFormatNames('document'),
    });
    form.setFields([{ name: 'file', errors: [message] }]);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFile(file as File)
      .then((uploaded) => {
        onSuccess?.(uploaded);
        void form.validateFields(['file']);
      })
      .catch((error: unknown) => {
        const text = isApiError(error) ? error.message : String(error);
        onError?.(new Error(text));
        form.setFields([{ name: 'file', errors: [text] }]);
      });
  };

  return {
    documents,
    doc,
    done,
    form,
    fileLabel,
    dateLabel,
    fileRules,
    dateRules,
    beforeUpload,
    customRequest,
    onFinish,
    submitting: renew.isPending,
  };
};
