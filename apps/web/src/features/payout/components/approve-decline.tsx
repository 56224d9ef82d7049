// An approver's two answers to what waits for them (a payment, a batch's orders): approve after a
// confirmation, or decline with the reason asked for in a dialog, said done once it went through.
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { ApprovalDecision } from '@tradebridge/contracts';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedActionButton } from '../../../components/confirmed-action-button.tsx';
import { DeclineModal } from './decline-modal.tsx';

export const ApproveDecline = ({
  testId,
  confirm,
  approveText,
  declineText,
  declineTitle,
  declinedText,
  pending,
  onDecide,
  onFailure,
}: {
  /** "payout" gives payout-approve, payout-approve-confirm and payout-decline. */
  testId: string;
  /** The approval's confirmation: its title and hint, and what is said once it went through. */
  confirm: { title: string; content: string; done: string };
  approveText: ReactNode;
  declineText: ReactNode;
  /** The decline dialog's title when it is not the single payment's. */
  declineTitle?: string;
  declinedText: string;
  /** A decision is on its way. */
  pending: boolean;
  /** Sends the decision (with the reason of a decline) for what waits. */
  onDecide: (
    decision:
      | { decision: typeof ApprovalDecision.Approve }
      | { decision: typeof ApprovalDecision.Decline; reason: string },
  ) => Promise<unknown>;
  onFailure: (error: unknown) => void;
}) => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const [declining, setDeclining] = useState(false);

  const decline = async (reason: string) => {
    try {
      await onDecide({ decision: ApprovalDecision.Decline, reason });
    } catch (error) {
      onFailure(error);
      return;
    }
    setDeclining(false);
    void message.success(declinedText);
  };

  return (
    <>
      <ConfirmedActionButton
        type="primary"
        icon={<CheckOutlined />}
        data-testid={`${testId}-approve`}
        action={{
          ...confirm,
          okText: t('approve.approve'),
          cancelText: t('cancel'),
          okTestId: `${testId}-approve-confirm`,
          danger: false,
          run: () => onDecide({ decision: ApprovalDecision.Approve }),
          onFailure,
        }}
      >
        {approveText}
      </ConfirmedActionButton>
      <Button
        danger
        icon={<CloseOutlined />}
        onClick={() => setDeclining(true)}
        data-testid={`${testId}-decline`}
      >
        {declineText}
      </Button>
      <DeclineModal
        open={declining}
        pending={pending}
        title={declineTitle}
        onCancel={() => setDeclining(false)}
        onDecline={(reason) => void decline(reason)}
      />
    </>
  );
};
