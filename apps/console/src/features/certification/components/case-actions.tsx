// What an operator does with a case, at the right of its title: take it or give it back while it is
// open, and the decisions the server lists in `actions` (and only those): ask for materials again,
// reject, approve after a confirmation. Every decision names the version on screen.
import {
  CheckOutlined,
  CloseOutlined,
  CloudUploadOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { CertificationState, type CaseDetail } from '@tradebridge/contracts';
import { EMPTY_VALUE } from '@tradebridge/ui';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useApproveCase } from '../api/approve-case.ts';
import { useAssignCase } from '../api/assign-case.ts';
import { RejectCaseModal } from './reject-case-modal.tsx';
import { ReuploadModal } from './reupload-modal.tsx';

/** A case is taken or given back while it is still to be decided. */
const OPEN_STATES: readonly number[] = [
  CertificationState.ToBeCertified,
  CertificationState.UnderReview,
];

/** Whether the case has anything for the operator to do (the header then has its buttons). */
export const hasCaseActions = (detail: CaseDetail): boolean =>
  detail.actions.length > 0 || OPEN_STATES.includes(detail.state);

const AssignButton = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  const { message } = App.useApp();
  const operator = useCurrentOperator();
  const assign = useAssignCase();
  if (!OPEN_STATES.includes(detail.state)) return null;
  const mine = detail.assignee?.id === operator.id;
  const onAssign = (operatorId: string | null) =>
    assign.mutateAsync({ caseId: detail.id, operatorId }).then(
      () => void message.success(operatorId ? t('assign.doneMine') : t('assign.doneNobody')),
      // The hook has said what failed.
      () => undefined,
    );
  return (
    <>
      {!mine && (
        <Button
          icon={<UserAddOutlined />}
          loading={assign.isPending}
          onClick={() => void onAssign(operator.id)}
          data-testid="case-assign-me"
        >
          {t('assign.toMe')}
        </Button>
      )}
      {detail.assignee && (
        <Button
          icon={<UserDeleteOutlined />}
          loading={assign.isPending}
          onClick={() => void onAssign(null)}
          data-testid="case-unassign"
        >
          {t('assign.unassign')}
        </Button>
      )}
    </>
  );
};

export const CaseActions = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<'reject' | 'reupload'>();
  const approve = useApproveCase();
  const can = (action: CaseDetail['actions'][number]) => detail.actions.includes(action);

  const onApprove = () =>
    modal.confirm({
      title: t('approve.title'),
      content: t('approve.content', {
        subject: detail.subjectName || EMPTY_VALUE,
        merchant: detail.merchantName,
      }),
      okText: t('approve.confirm'),
      okButtonProps: { ...{ 'data-testid': 'approve-confirm' } },
      cancelText: tCommon('cancel'),
      // A failure has been said (and a stale case refetched); the dialog closes either way.
      onOk: () =>
        approve.mutateAsync({ caseId: detail.id, version: detail.version }).then(
          () => void message.success(t('approve.done')),
          () => undefined,
        ),
    });

  return (
    <>
      <AssignButton detail={detail} />
      {can('requestReupload') && (
        <Button
          icon={<CloudUploadOutlined />}
          onClick={() => setDialog('reupload')}
          data-testid="case-request-reupload"
        >
          {t('reupload.action')}
        </Button>
      )}
      {can('reject') && (
        <Button
          danger
          icon={<CloseOutlined />}
          onClick={() => setDialog('reject')}
          data-testid="case-reject"
        >
          {t('reject.action')}
        </Button>
      )}
      {can('approve') && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={approve.isPending}
          onClick={onApprove}
          data-testid="case-approve"
        >
          {t('approve.action')}
        </Button>
      )}
      <RejectCaseModal
        detail={detail}
        open={dialog === 'reject'}
        onClose={() => setDialog(undefined)}
      />
      <ReuploadModal
        detail={detail}
        open={dialog === 'reupload'}
        onClose={() => setDialog(undefined)}
      />
    </>
  );
};
