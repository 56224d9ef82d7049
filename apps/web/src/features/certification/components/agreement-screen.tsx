// /auth/realname/agreement (spec "network access agreement download and upload"; §5: it must be
// uploaded): download the agreement made for the merchant (a PDF in the language of the portal),
// sign it, upload the signed copy (PDF or a picture of it) and hand it in; the legal person's
// liveness check on a phone is next.
import { DownloadOutlined } from '@ant-design/icons';
import type { CertificationCase } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Button, Flex, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { useDownloadAgreement } from '../api/download-agreement.ts';
import { useUploadAgreement } from '../api/upload-agreement.ts';
import { caseScreen, nextPathOf } from './case-progress.tsx';
import { StepFoot } from './step-foot.tsx';

const AgreementBody = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const { downloadAgreement, overlay, isDownloading } = useDownloadAgreement(
    t('agreement.fileName'),
  );
  const upload = useUploadAgreement();
  const [fileId, setFileId] = useState<string>();
  const [downloaded, setDownloaded] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (kase.next !== 'agreement') {
    const handedIn = kase.agreementFile !== null;
    return (
      <Result
        status={handedIn ? 'success' : 'info'}
        title={handedIn ? t('agreement.handedIn') : t('agreement.notYet')}
        subTitle={handedIn ? kase.agreementFile?.name : t('agreement.notYetHint')}
        data-testid="agreement-elsewhere"
        extra={
          <Button type="primary" onClick={() => void navigate(nextPathOf(kase))}>
            {t('continue')}
          </Button>
        }
      />
    );
  }

  const onSubmit = () => {
    if (!fileId) {
      setProblem(t('agreement.uploadFirst'));
      return;
    }
    setProblem(undefined);
    void upload.mutateAsync({ version: kase.version, fileId }).then(
      (saved) => navigate(nextPathOf(saved)),
      (error: unknown) => setProblem(isApiError(error) ? error.message : String(error)),
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Text type="secondary">{t('agreement.intro')}</Typography.Text>
      <Steps
        orientation="vertical"
        size="small"
        current={fileId ? 2 : downloaded ? 1 : 0}
        items={[
          {
            title: t('agreement.download'),
            content: (
              <Flex vertical gap={8} align="flex-start" style={{ paddingBlock: 8 }}>
                <Typography.Text type="secondary">{t('agreement.downloadHint')}</Typography.Text>
                <Button
                  icon={<DownloadOutlined />}
                  loading={isDownloading}
                  onClick={() =>
                    void downloadAgreement().then((file) => {
                      if (file) setDownloaded(true);
                    })
                  }
                  data-testid="agreement-download"
                >
                  {t('agreement.downloadButton')}
                </Button>
              </Flex>
            ),
          },
          {
            title: t('agreement.sign'),
            content: (
              <Typography.Text type="secondary" style={{ display: 'block', paddingBlock: 8 }}>
                {t('agreement.signHint')}
              </Typography.Text>
            ),
          },
          {
            title: t('agreement.upload'),
            content: (
              <Flex vertical gap={8} style={{ paddingBlock: 8 }}>
                <Typography.Text type="secondary">{t('upload.hint')}</Typography.Text>
                <FileUploadField
                  value={fileId}
                  onChange={(id) => {
                    setFileId(id);
                    setProblem(undefined);
                  }}
                  label={t('material.agreement')}
                  data-testid="agreement-upload"
                />
              </Flex>
            ),
          },
        ]}
      />
      <StepFoot
        problem={problem}
        problemTestId="agreement-problem"
        back={
          <Button onClick={() => void navigate(paths.certification.checkInfo)}>
            {t('agreement.backToCheck')}
          </Button>
        }
        action={{
          text: t('agreement.submit'),
          onClick: onSubmit,
          loading: upload.isPending,
          testId: 'agreement-submit',
        }}
      />
      {overlay}
    </Flex>
  );
};

export const AgreementScreen = caseScreen(
  { title: (t) => t('titles.agreement'), stage: 'agreement', testId: 'certification-agreement' },
  AgreementBody,
);
