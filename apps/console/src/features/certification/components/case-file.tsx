// One file of a case in the shared preview, fetched through caseFile.json; marked when the latest
// resubmission replaced it. Files of a section sit side by side (one column on a phone).
import { Col, Flex, Row, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePreview } from '../../../components/file-preview.tsx';
import { useCaseFile } from '../api/get-case-file.ts';

export type CaseFileProps = {
  caseId: string;
  fileId: string;
  /** Names the test ids: `case-file-<name>-…`. */
  name: string;
  label: ReactNode;
  fileName: string;
  mime: string;
  changed?: boolean;
  height?: number;
};

export const CaseFile = ({ caseId, fileId, name, changed, ...file }: CaseFileProps) => {
  const { t } = useTranslation('certification');
  const { token } = theme.useToken();
  const query = useCaseFile(caseId, fileId);
  return (
    <div
      data-changed={changed || undefined}
      style={
        changed
          ? {
              padding: 8,
              borderRadius: token.borderRadius,
              background: token.colorWarningBg,
              border: `1px solid ${token.colorWarningBorder}`,
            }
          : undefined
      }
    >
      <FilePreview
        name={`case-file-${name}`}
        query={query}
        {...file}
        label={
          <Flex gap={4} wrap align="center" component="span">
            {file.label}
            {changed && <Tag color="orange">{t('changed')}</Tag>}
          </Flex>
        }
      />
    </div>
  );
};

/** Previews in a row: two or three across on a wide screen, one on a phone. */
export const FileGrid = ({ children }: { children: ReactNode[] }) => (
  <Row gutter={[16, 16]}>
    {children.map((child, index) => (
      <Col key={index} xs={24} md={12} xxl={8}>
        {child}
      </Col>
    ))}
  </Row>
);
