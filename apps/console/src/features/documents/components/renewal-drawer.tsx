// One document renewal: who and what, the current and the new expiry, the submitted file, and while
// it is in review the decision: approve (after a confirmation) or reject (with a required reason).
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { MaterialReviewState, type Renewal } from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDateTime } from '@tradebridge/ui';
import { Alert, Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { merchantDetailPath } from '../../../lib/paths.ts';
import { useReviewRenewal } from '../api/review-renewal.ts';
import { RejectRenewalModal } from './reject-renewal-modal.tsx';
import { RenewalFile } from './renewal-file.tsx';
import { idTypeLabel } from '../../../lib/id-type.ts';
import { isPastDate, RenewalStateTag } from './renewal-labels.tsx';

const ReviewedNote = ({ renewal }: { renewal: Renewal }) => {
  const { t } = useTranslation('documents');
  const time = formatDateTime(renewal.reviewedAt);
  if (renewal.state === MaterialReviewState.Effective) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('reviewedNote.3', { time, date: renewal.newExpiresOn })}
        data-testid="renewal-reviewed"
      />
    );
  }
  if (renewal.state === MaterialReviewState.AuditFailed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('reviewedNote.2', { time })}
        description={renewal.reason ?? EMPTY_VALUE}
        data-testid="renewal-reviewed"
      />
    );
  }
  return null;
};

export type RenewalDrawerProps = {
  /** Kept while the drawer closes, so its content does not vanish mid-animation. */
  renewal: Renewal | undefined;
  open: boolean;
  onClose: () => void;
};

export const RenewalDrawer = ({ renewal, open, onClose }: RenewalDrawerProps) => {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation('common');
  const confirm = useConfirmAction();
  const [rejecting, setRejecting] = useState(false);
  const review = useReviewRenewal();
  const inReview = renewal?.state === MaterialReviewState.InReview;

  const onApprove = (current: Renewal) =>
    confirm({
      title: t('approve.title'),
      content: t('approve.content', {
        holder: current.holderName,
        idType: idTypeLabel(current.idType, tCommon),
        merchant: current.merchantName,
        date: current.newExpiresOn,
      }),
      okText: t('approve.confirm'),
      okTestId: 'approve-confirm',
      run: () => review.mutateAsync({ renewalId: current.id, approve: true }),
      done: t('approve.done'),
      onDone: onClose,
    });

  return (
    <Drawer
      open={open && Boolean(renewal)}
      title={t('detail.title')}
      size={640}
      onClose={onClose}
      destroyOnHidden
      data-testid="renewal-drawer"
      footer={
        renewal &&
        inReview && (
          <Flex justify="flex-end" gap={8} wrap>
            <Button
              danger
              icon={<CloseOutlined />}
              onClick={() => setRejecting(true)}
              disabled={review.isPending}
              data-testid="renewal-reject"
            >
              {t('reject.action')}
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => onApprove(renewal)}
              loading={review.isPending}
              data-testid="renewal-approve"
            >
              {t('approve.action')}
            </Button>
          </Flex>
        )
      }
    >
      {renewal && (
        <Flex vertical gap={16}>
          <ReviewedNote renewal={renewal} />
          <Descriptions
            column={1}
            size="small"
            bordered
            styles={{ label: { width: '38%' } }}
            items={[
              {
                key: 'merchant',
                label: t('detail.merchant'),
                children: (
                  <Flex vertical>
                    <Link to={merchantDetailPath(renewal.merchantId)}>{renewal.merchantName}</Link>
                    <Typography.Text type="secondary">{renewal.merNo}</Typography.Text>
                  </Flex>
                ),
              },
              { key: 'holder', label: t('detail.holder'), children: renewal.holderName },
              {
                key: 'idType',
                label: t('detail.idType'),
                children: idTypeLabel(renewal.idType, tCommon),
              },
              {
                key: 'idNumber',
                label: t('detail.idNumber'),
                children: <Typography.Text code>{renewal.idNumber}</Typography.Text>,
              },
              {
                key: 'oldExpiresOn',
                label: t('detail.oldExpiresOn'),
                children: (
                  <Typography.Text type={isPastDate(renewal.oldExpiresOn) ? 'danger' : undefined}>
                    {renewal.oldExpiresOn}
                  </Typography.Text>
                ),
              },
              {
                key: 'newExpiresOn',
                label: t('detail.newExpiresOn'),
                children: (
                  <Typography.Text strong data-testid="renewal-new-expiry">
                    {renewal.newExpiresOn}
                  </Typography.Text>
                ),
              },
              {
                key: 'submittedAt',
                label: t('detail.submittedAt'),
                children: formatDateTime(renewal.submittedAt),
              },
              {
                key: 'state',
                label: t('detail.state'),
                children: <RenewalStateTag state={renewal.state} />,
              },
            ]}
          />
          <RenewalFile renewal={renewal} />
          <RejectRenewalModal
            renewal={renewal}
            open={rejecting}
            onClose={() => setRejecting(false)}
            onRejected={() => {
              setRejecting(false);
              onClose();
            }}
          />
        </Flex>
      )}
    </Drawer>
  );
};
