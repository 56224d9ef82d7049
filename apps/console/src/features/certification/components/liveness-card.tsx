// The legal person's real-person verification: the result (Y passed, N failed, W for a person to
// judge from the video), the failed tries, and the selfie and video it was judged on, fetched
// through caseFile.json like every file of the case (the video plays from a blob URL).
import { CertificationState, type CaseDetail } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Alert, Card, Descriptions, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaseFile, FileGrid } from './case-file.tsx';
import { LivenessTag } from './case-labels.tsx';

export const LivenessCard = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  const { liveness } = detail;
  // The case's files name the captures' types and names; a phone that did not say records none.
  const capture = (name: 'selfie' | 'video', fileId: string | null, mime: string) => {
    if (!fileId) return [];
    const file = detail.files.find((f) => f.fileId === fileId);
    return [
      <CaseFile
        key={name}
        caseId={detail.id}
        fileId={fileId}
        name={name}
        label={t(`liveness.${name}`)}
        fileName={file?.name ?? t(`liveness.${name}`)}
        mime={file?.mime || mime}
      />,
    ];
  };
  const captures = [
    ...capture('selfie', liveness.selfieFileId, 'image/jpeg'),
    ...capture('video', liveness.videoFileId, 'video/webm'),
  ];
  return (
    <Card title={t('sections.liveness')} data-testid="section-liveness">
      <Flex vertical gap={16}>
        {liveness.result === 'W' && detail.state === CertificationState.UnderReview && (
          <Alert type="warning" showIcon title={t('liveness.manualReview')} />
        )}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'result',
              label: t('liveness.resultLabel'),
              children: <LivenessTag result={liveness.result} />,
            },
            {
              key: 'failedAttempts',
              label: t('liveness.failedAttempts'),
              children: String(liveness.failedAttempts),
            },
            {
              key: 'completedAt',
              label: t('liveness.completedAt'),
              children: formatDateTime(liveness.completedAt),
            },
          ]}
        />
        {captures.length > 0 ? (
          <FileGrid>{captures}</FileGrid>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('liveness.noCaptures')} />
        )}
        {liveness.selfieFileId && !liveness.videoFileId && (
          <Alert type="info" showIcon title={t('liveness.noVideo')} />
        )}
      </Flex>
    </Card>
  );
};
