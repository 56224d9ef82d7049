// /renewFile/renewFile?documentId=…: upload a renewed identity document (JPEG, PNG or PDF under
// 10 MB; the server checks the content) with its new expiry date (in the future), for review
// (use-renew-document.ts). The account centre's frame around it is put on in
// app/pages/renew-document-page.tsx.
import { InboxOutlined } from '@ant-design/icons';
import { MaterialReviewState } from '@tradebridge/contracts';
import { Alert, Button, DatePicker, Descriptions, Form, Result, Skeleton, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { RenewalState, useIdTypeLabel } from './document-expiry-card.tsx';
import { isPastOrToday, useRenewDocumentForm, type RenewValues } from './use-renew-document.ts';

export { isPastOrToday } from './use-renew-document.ts';

type Renewal = ReturnType<typeof useRenewDocumentForm>;

/** The document as it is, then the renewed file and its new expiry date. */
const RenewForm = ({ r, doc }: { r: Renewal; doc: NonNullable<Renewal['doc']> }) => {
  const { t } = useTranslation('documents');
  const idTypeLabel = useIdTypeLabel();
  return (
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
      <Form<RenewValues>
        form={r.form}
        layout="vertical"
        onFinish={r.onFinish}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          name="file"
          label={r.fileLabel}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          extra={t('renew.fileHint')}
          rules={r.fileRules}
        >
          <Upload.Dragger
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            maxCount={1}
            beforeUpload={r.beforeUpload}
            customRequest={r.customRequest}
            data-testid="renew-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('renew.drop')}</p>
            {/* The file types and size are said once, under the field. */}
          </Upload.Dragger>
        </Form.Item>
        <Form.Item name="newExpiresOn" label={r.dateLabel} rules={r.dateRules}>
          <DatePicker
            disabledDate={isPastOrToday}
            style={{ width: 240 }}
            data-testid="renew-date"
          />
        </Form.Item>
        {doc.renewal?.state === MaterialReviewState.InReview ? (
          <Alert type="info" showIcon title={t('renew.pending')} style={{ marginBottom: 16 }} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={r.submitting} data-testid="renew-submit">
          {t('renew.submit')}
        </Button>
      </Form>
    </>
  );
};

export const RenewDocumentScreen = () => {
  const { t } = useTranslation('documents');
  const r = useRenewDocumentForm();
  const { documents, doc } = r;

  if (documents.isPending) return <Skeleton active />;
  if (documents.isError)
    return (
      <Result
        status="warning"
        title={t('expiry.loadFailed')}
        extra={<Button onClick={() => void documents.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!doc)
    return (
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
  if (r.done)
    return (
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
  return <RenewForm r={r} doc={doc} />;
};
