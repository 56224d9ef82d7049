// /renewFile/renewFile?documentId=…: upload a renewed identity document (JPEG, PNG or PDF under
// 10 MB; the server checks the content) with its new expiry date (in the future), for review. The
// account centre's frame around it is put on in app/pages/renew-document-page.tsx.
import { InboxOutlined } from '@ant-design/icons';
import { isApiError, messageForCode, useLanguage } from '@tradebridge/ui';
import { MaterialReviewState, uploadFormatNames, type UploadedFile } from '@tradebridge/contracts';
import { Alert, Button, DatePicker, Descriptions, Form, Result, Skeleton, Upload } from 'antd';
import type { UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useExpiringDocuments } from '../api/list-expiring-documents.ts';
import { useRenewDocument } from '../api/renew-document.ts';
import { uploadFile, uploadProblem } from '../api/upload-file.ts';
import { RenewalState, useIdTypeLabel } from './document-expiry-card.tsx';

type Values = { file: UploadFile<UploadedFile>[]; newExpiresOn: Dayjs };

/** Only days after today: a renewed document must still be valid tomorrow. */
export const isPastOrToday = (day: Dayjs) => !day.isAfter(dayjs(), 'day');

export const RenewDocumentScreen = () => {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const idTypeLabel = useIdTypeLabel();
  const [params] = useSearchParams();
  const documentId = params.get('documentId');
  const { data, isPending, isError, refetch } = useExpiringDocuments();
  const renew = useRenewDocument();
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState(false);
  const doc = data?.find((d) => d.id === documentId);
  const fileLabel = t('renew.file');
  const dateLabel = t('renew.newExpiresOn');

  const onFinish = (values: Values) => {
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

  let body;
  if (isPending) body = <Skeleton active />;
  else if (isError)
    body = (
      <Result
        status="warning"
        title={t('expiry.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  else if (!doc)
    body = (
      <Result
        status="404"
        title={t('renew.notFound')}
        extra={
          <Link to={paths.secure}>
            <Button type="primary">{t('backToSecure')}</Button>
          </Link>
        }
        data-testid="renew-not-found"
      />
    );
  else if (done)
    body = (
      <Result
        status="success"
        title={t('renew.submitted')}
        subTitle={t('renew.submittedHint')}
        extra={
          <Link to={paths.secure}>
            <Button type="primary" data-testid="back-to-secure">
              {t('backToSecure')}
            </Button>
          </Link>
        }
        data-testid="renew-done"
      />
    );
  else
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            { key: 'type', label: t('expiry.document'), children: idTypeLabel(doc.idType) },
            {
              key: 'holder',
              label: t('renew.holder'),
              children: `${doc.holderName} · ${doc.idNumber}`,
            },
            { key: 'expires', label: t('expiry.expiresOn'), children: doc.expiresOn },
            { key: 'renewal', label: t('expiry.renewal'), children: <RenewalState doc={doc} /> },
          ]}
        />
        <Form<Values> form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 520 }}>
          <Form.Item
            name="file"
            label={fileLabel}
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile<UploadedFile>[] }) =>
              e.fileList.slice(-1)
            }
            extra={t('renew.fileHint')}
            rules={[
              {
                validator: (_, list: UploadFile<UploadedFile>[] | undefined) => {
                  const file = list?.[0];
                  if (!file)
                    return Promise.reject(
                      new Error(tc('validation.required', { field: fileLabel })),
                    );
                  if (file.status === 'uploading')
                    return Promise.reject(new Error(t('renew.uploading')));
                  if (file.status !== 'done' || !file.response)
                    return Promise.reject(new Error(t('renew.uploadAgain')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Upload.Dragger
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              maxCount={1}
              beforeUpload={(file) => {
                const problem = uploadProblem(file);
                if (!problem) return true;
                const message = messageForCode(problem, language, {
                  types: uploadFormatNames('document'),
                });
                form.setFields([{ name: 'file', errors: [message] }]);
                return Upload.LIST_IGNORE;
              }}
              customRequest={({ file, onSuccess, onError }) => {
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
              }}
              data-testid="renew-upload"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('renew.drop')}</p>
              {/* The file types and size are said once, under the field. */}
            </Upload.Dragger>
          </Form.Item>
          <Form.Item
            name="newExpiresOn"
            label={dateLabel}
            rules={[
              { required: true, message: tc('validation.required', { field: dateLabel }) },
              {
                validator: (_, value: Dayjs | undefined) =>
                  !value || !isPastOrToday(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('renew.futureOnly'))),
              },
            ]}
          >
            <DatePicker
              disabledDate={isPastOrToday}
              style={{ width: 240 }}
              data-testid="renew-date"
            />
          </Form.Item>
          {doc.renewal?.state === MaterialReviewState.InReview ? (
            <Alert type="info" showIcon title={t('renew.pending')} style={{ marginBottom: 16 }} />
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            loading={renew.isPending}
            data-testid="renew-submit"
          >
            {t('renew.submit')}
          </Button>
        </Form>
      </>
    );

  return body;
};
