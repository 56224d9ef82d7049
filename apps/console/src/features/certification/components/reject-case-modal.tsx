// Reject a case: the reason is required (the merchant sees it) and is the confirmation. The
// decision names the version the operator looked at.
import { ZRejectCaseRequest, type CaseDetail } from '@tradebridge/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonModal, rejectTexts } from '../../../components/reason-modal.tsx';
import { isStaleCase } from '../api/case-changed.ts';
import { useRejectCase } from '../api/reject-case.ts';

export type RejectCaseModalProps = {
  detail: CaseDetail;
  open: boolean;
  onClose: () => void;
};

export const RejectCaseModal = ({ detail, open, onClose }: RejectCaseModalProps) => {
  const { t } = useTranslation('certification');
  const { message } = App.useApp();
  const reject = useRejectCase();
  return (
    <ReasonModal
      open={open}
      texts={rejectTexts(t, 'reasonTooLong')}
      schema={ZRejectCaseRequest.shape.reason}
      pending={reject.isPending}
      onSubmit={(reason) =>
        reject.mutateAsync({ caseId: detail.id, version: detail.version, reason })
      }
      // A stale case was refetched and said so: the operator looks again before deciding.
      closesOn={isStaleCase}
      onDone={() => {
        void message.success(t('reject.done'));
        onClose();
      }}
      onClose={onClose}
    />
  );
};
