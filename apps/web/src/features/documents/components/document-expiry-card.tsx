// Identity documents of the merchant that are expired or expire within 30 days, with the state of
// their renewal, and the way to upload a renewed one.
import { IdType, MaterialReviewState, type ExpiringDocument } from '@tradebridge/contracts';
import { WIDE_TABLE } from '@tradebridge/ui';
import { Card, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useExpiringDocuments } from '../api/list-expiring-documents.ts';

const ID_TYPES = new Set<number>(Object.values(IdType));

export const useIdTypeLabel = () => {
  const { t } = useTranslation('documents');
  return (idType: number) => (ID_TYPES.has(idType) ? t(`expiry.idType.${idType}`) : String(idType));
};

export const renewHref = (documentId: string) =>
  `${paths.renewFile}?${new URLSearchParams({ documentId }).toString()}`;

const ExpiryTag = ({ doc }: { doc: ExpiringDocument }) => {
  const { t } = useTranslation('documents');
  return doc.expired ? (
    <Tag color="error">{t('expiry.expired')}</Tag>
  ) : (
    <Tag color="warning">{t('expiry.daysLeft', { count: doc.daysLeft })}</Tag>
  );
};

export const RenewalState = ({ doc }: { doc: ExpiringDocument }) => {
  const { t } = useTranslation('documents');
  const renewal = doc.renewal;
  if (!renewal) return <Typography.Text type="secondary">{t('expiry.noRenewal')}</Typography.Text>;
  if (renewal.state === MaterialReviewState.InReview)
    return (
      <Flex vertical gap={2}>
        <Tag color="processing" style={{ width: 'fit-content' }}>
          {t('expiry.state.1')}
        </Tag>
        <Typography.Text type="secondary">
          {t('expiry.newExpiry', { date: renewal.newExpiresOn })}
        </Typography.Text>
      </Flex>
    );
  if (renewal.state === MaterialReviewState.AuditFailed)
    return (
      <Flex vertical gap={2}>
        <Tag color="error" style={{ width: 'fit-content' }}>
          {t('expiry.state.2')}
        </Tag>
        {renewal.reason ? (
          <Typography.Text type="danger">
            {t('expiry.reason', { reason: renewal.reason })}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  return (
    <Flex vertical gap={2}>
      <Tag color="success" style={{ width: 'fit-content' }}>
        {t('expiry.state.3')}
      </Tag>
      <Typography.Text type="secondary">
        {t('expiry.newExpiry', { date: renewal.newExpiresOn })}
      </Typography.Text>
    </Flex>
  );
};

export const DocumentExpiryCard = () => {
  const { t } = useTranslation('documents');
  const idTypeLabel = useIdTypeLabel();
  const { data, isPending, isError, refetch } = useExpiringDocuments();
  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (isError) body = <LoadFailedAlert title={t('expiry.loadFailed')} onRetry={refetch} />;
  else if (data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('expiry.none')} />;
  else
    body = (
      <Table<ExpiringDocument>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={data}
        {...WIDE_TABLE}
        columns={[
          {
            key: 'document',
            title: t('expiry.document'),
            render: (_, doc) => (
              <Flex vertical gap={2}>
                <span>{idTypeLabel(doc.idType)}</span>
                <Typography.Text type="secondary">
                  {doc.holderName} · {doc.idNumber}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'expiresOn',
            title: t('expiry.expiresOn'),
            render: (_, doc) => (
              <Flex gap={8} wrap align="center">
                <span>{doc.expiresOn}</span>
                <ExpiryTag doc={doc} />
              </Flex>
            ),
          },
          {
            key: 'renewal',
            title: t('expiry.renewal'),
            render: (_, doc) => <RenewalState doc={doc} />,
          },
          {
            key: 'action',
            title: t('expiry.action'),
            render: (_, doc) =>
              doc.renewal?.state === MaterialReviewState.InReview ? null : (
                <Link to={renewHref(doc.id)} data-testid={`renew-${doc.id}`}>
                  {doc.renewal?.state === MaterialReviewState.AuditFailed
                    ? t('expiry.renewAgain')
                    : t('expiry.renew')}
                </Link>
              ),
          },
        ]}
      />
    );
  return (
    <Card title={t('expiry.title')} data-testid="document-expiry">
      {body}
    </Card>
  );
};
