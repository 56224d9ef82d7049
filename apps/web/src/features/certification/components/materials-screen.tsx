// /auth/realname/materials (spec "materials update"): the reviewer asked for some of the case's
// files again, with a reason. Only those are listed, each named in words ("ID card, back side —
// Wang Fang") with the file handed in before; each gets a new upload, and all of them go back to
// review together (exactly the keys asked for: the server refuses others).
import { materialsOf, type CertificationCase } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Alert, Button, Card, Col, Flex, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { useReplaceMaterials } from '../api/replace-materials.ts';
import { caseScreen } from './case-progress.tsx';
import { useMaterialName } from './labels.ts';
import { StepFoot } from './step-foot.tsx';

const MaterialsBody = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const nameOf = useMaterialName(kase);
  const replace = useReplaceMaterials();
  const [files, setFiles] = useState<Record<string, string | undefined>>({});
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (kase.next !== 'materials' || kase.reuploadItems.length === 0) {
    return (
      <Result
        status="info"
        title={t('materials.none')}
        data-testid="materials-none"
        extra={
          <Button type="primary" onClick={() => void navigate(paths.certification.hub)}>
            {t('toHub')}
          </Button>
        }
      />
    );
  }

  const before = new Map(
    materialsOf(kase.draft, kase.agreementFile?.id ?? null).map((m) => [m.key, m.fileId]),
  );
  const missing = kase.reuploadItems.filter((key) => !files[key]);

  const onSubmit = () => {
    setTried(true);
    setProblem(undefined);
    if (missing.length > 0) return;
    void replace
      .mutateAsync({
        version: kase.version,
        files: kase.reuploadItems.map((key) => ({ key, fileId: files[key]! })),
      })
      .then(
        () => navigate(paths.certification.hub),
        (error: unknown) => setProblem(isApiError(error) ? error.message : String(error)),
      );
  };

  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title={t('materials.asked', { count: kase.reuploadItems.length })}
        description={
          kase.reason ? (
            <span data-testid="materials-reason">
              {t('materials.reason', { reason: kase.reason })}
            </span>
          ) : undefined
        }
      />
      <Row gutter={[16, 16]}>
        {kase.reuploadItems.map((key) => {
          const name = nameOf(key);
          const old = before.get(key);
          return (
            <Col key={key} xs={24} lg={12}>
              <Card
                size="small"
                title={name}
                styles={{ title: { whiteSpace: 'normal' } }}
                data-testid={`material-${key}`}
                data-key={key}
              >
                <Flex vertical gap={12}>
                  {old ? (
                    <Flex vertical gap={4}>
                      <Typography.Text type="secondary">{t('materials.before')}</Typography.Text>
                      <FileUploadField value={old} label={name} disabled />
                    </Flex>
                  ) : null}
                  <Flex vertical gap={4}>
                    <Typography.Text strong>{t('materials.new')}</Typography.Text>
                    <FileUploadField
                      value={files[key]}
                      onChange={(fileId) => setFiles((all) => ({ ...all, [key]: fileId }))}
                      label={name}
                      data-testid={`material-${key}-upload`}
                    />
                    {tried && !files[key] ? (
                      <Typography.Text type="danger" data-testid={`material-${key}-missing`}>
                        {t('materials.missing')}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      <StepFoot
        problem={problem}
        problemTestId="materials-problem"
        back={<Button onClick={() => void navigate(paths.certification.hub)}>{t('toHub')}</Button>}
        action={{
          text: t('materials.submit'),
          onClick: onSubmit,
          loading: replace.isPending,
          testId: 'materials-submit',
        }}
      />
    </Flex>
  );
};

export const MaterialsScreen = caseScreen(
  { title: (t) => t('titles.materials'), stage: 'review', testId: 'certification-materials' },
  MaterialsBody,
);
