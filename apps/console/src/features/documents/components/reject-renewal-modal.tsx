// Reject a document renewal: the reason is required (the merchant sees it) and is the confirmation.
import { ZReviewRenewalRequest, type Renewal } from '@tradebridge/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonModal, rejectTexts } from '../../../components/reason-modal.tsx';
import { useReviewRenewal } from '../api/review-renewal.ts';

export type RejectRenewalModalProps = {
  renewal: Renewal;
  open: boolean;
  onClose: () => void;
  /** After the rejection was recorded. */
  onRejected: (renewal: Renewal) => void;
};

export const RejectRenewalModal = ({
  renewal,
  open,
  onClose,
  onRejected,
}: RejectRenewalModalProps) => {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const review = useReviewRenewal();
  return (
    <ReasonModal
      open={open}
      texts={rejectTexts(t)}
      schema={ZReviewRenewalRequest.shape.reason}
      pending={review.isPending}
      onSubmit={(reason) => review.mutateAsync({ renewalId: renewal.id, approve: false, reason })}
      onDone={(rejected) => {
        void message.success(t('reject.done'));
        onRejected(rejected);
      }}
      onClose={onClose}
    />
  );
};
