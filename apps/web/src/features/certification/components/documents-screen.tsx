// /auth/realname/documents (spec §3 "enterprise documents"): the business licence or certificate
// of incorporation, the articles of association and the register of members, each an upload (JPEG,
// PNG or PDF under 10 MB; the register also as XLSX or XLS) shown with its name, size and a
// preview; saved as the draft on "Next".
import {
  CertificationStep,
  EntityType,
  zCertificationDocuments,
  type CertificationDocuments,
} from '@tradebridge/contracts';
import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { SchemaItem } from './form-fields.tsx';
import { useStepRules } from './form-rules.ts';
import { StepFormScreen } from './step-form.tsx';

export type DocumentsValues = Partial<CertificationDocuments>;

const documentsToWire = (values: DocumentsValues): unknown => ({
  licenceFileId: values.licenceFileId,
  articlesFileId: values.articlesFileId,
  registerFileId: values.registerFileId,
});

export const DOCUMENT_FIELDS = ['licenceFileId', 'articlesFileId', 'registerFileId'] as const;

export const DocumentsScreen = () => {
  const { t } = useTranslation('certification');
  const [form] = Form.useForm<DocumentsValues>();
  const rule = useStepRules(zCertificationDocuments, documentsToWire);
  return (
    <StepFormScreen<DocumentsValues>
      title={t('titles.documents')}
      testId="certification-documents"
      step={CertificationStep.Documents}
      entityType={EntityType.Enterprise}
      form={form}
      initialValues={(kase) => kase.draft.documents ?? {}}
      toWire={documentsToWire}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('documents.intro')}</Typography.Paragraph>
          <Row gutter={[16, 8]}>
            {DOCUMENT_FIELDS.map((field) => (
              <Col key={field} xs={24} md={12} xl={8}>
                <SchemaItem
                  path={[field]}
                  label={t(`material.documents.${field}`)}
                  rule={rule}
                  extra={t(`documents.hint.${field}`)}
                >
                  <FileUploadField
                    label={t(`material.documents.${field}`)}
                    // The register of members may be the spreadsheet it is kept in.
                    kinds={field === 'registerFileId' ? ['document', 'sheet'] : ['document']}
                    data-testid={`document-${field}`}
                  />
                </SchemaItem>
              </Col>
            ))}
          </Row>
        </>
      )}
    </StepFormScreen>
  );
};
