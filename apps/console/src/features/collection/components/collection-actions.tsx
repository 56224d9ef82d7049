// The decisions on a collection, at the right of its title: exactly those the server lists in
// `actions` (which follow the collection's edges), and only for a role that reviews collections.
// Approve and release credit the money after a confirmation; reject, ask for materials and return
// need a reason the merchant reads. Every decision names the version on screen.
import {
  CheckOutlined,
  CloseOutlined,
  FileSearchOutlined,
  RollbackOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import {
  CollectionDecision,
  CollectionState,
  ZDecideCollectionRequest,
  type OpsCollectionDetail,
} from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import {
  isSelfSecondReview,
  isStaleCollection,
  useDecideCollection,
} from '../api/decide-collection.ts';

type Decision = OpsCollectionDetail['actions'][number];
type ReasonDecision = 'reject' | 'requestMaterials' | 'return';

/** In the order they sit in the header: the primary decision last, on the right. */
const ORDER: readonly Decision[] = [
  CollectionDecision.RequestMaterials,
  CollectionDecision.Reject,
  CollectionDecision.Return,
  CollectionDecision.Release,
  CollectionDecision.Approve,
];

export type CollectionActionsProps = {
  detail: OpsCollectionDetail;
  decisions: readonly Decision[];
  /** The server refused a second approval by the operator who approved first. */
  onSelfSecondReview: () => void;
};

export const CollectionActions = ({
  detail,
  decisions,
  onSelfSecondReview,
}: CollectionActionsProps) => {
  const { t } = useTranslation('collection');
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const [asking, setAsking] = useState<ReasonDecision>();
  const decide = useDecideCollection();
  const amount = formatMoney(detail.amount, detail.currency);

  const send = (decision: Decision, reason = '') =>
    decide.mutateAsync({
      collectionId: detail.id,
      version: detail.version,
      decision,
      reason,
    });

  const confirm = (decision: 'approve' | 'release') =>
    modal.confirm({
      title: t(`decision.${decision}.title`),
      // The first of two approvals credits nothing yet; any other approval or release credits.
      content: t(
        decision === 'approve' &&
          detail.needsSecondReview &&
          detail.state === CollectionState.PendingReview
          ? 'decision.approve.contentFirst'
          : `decision.${decision}.content`,
        { amount, merchant: detail.merchantName },
      ),
      okText: t(`decision.${decision}.confirm`),
      okButtonProps: { ...{ 'data-testid': 'decision-confirm' } },
      cancelText: tCommon('cancel'),
      // A failure has been said (and a stale collection refetched); the dialog closes either way.
      onOk: () =>
        send(decision).then(
          () => void message.success(t(`decision.${decision}.done`)),
          (error: unknown) => {
            if (isSelfSecondReview(error)) onSelfSecondReview();
          },
        ),
    });

  const button = (decision: Decision) => {
    const common = {
      'data-testid': `decision-${decision}`,
      loading: decide.isPending && decide.variables?.decision === decision,
    };
    switch (decision) {
      case 'approve':
        return (
          <Button
            key={decision}
            {...common}
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => confirm('approve')}
          >
            {t('decision.approve.action')}
          </Button>
        );
      case 'release':
        return (
          <Button
            key={decision}
            {...common}
            type="primary"
            icon={<UnlockOutlined />}
            onClick={() => confirm('release')}
          >
            {t('decision.release.action')}
          </Button>
        );
      case 'reject':
        return (
          <Button
            key={decision}
            {...common}
            danger
            icon={<CloseOutlined />}
            onClick={() => setAsking('reject')}
          >
            {t('decision.reject.action')}
          </Button>
        );
      case 'return':
        return (
          <Button
            key={decision}
            {...common}
            danger
            icon={<RollbackOutlined />}
            onClick={() => setAsking('return')}
          >
            {t('decision.return.action')}
          </Button>
        );
      case 'requestMaterials':
        return (
          <Button
            key={decision}
            {...common}
            icon={<FileSearchOutlined />}
            onClick={() => setAsking('requestMaterials')}
          >
            {t('decision.requestMaterials.action')}
          </Button>
        );
    }
  };

  return (
    <>
      {ORDER.filter((decision) => decisions.includes(decision)).map(button)}
      <ReasonModal
        open={asking !== undefined}
        texts={{
          title: asking ? t(`decision.${asking}.title`) : '',
          confirm: asking ? t(`decision.${asking}.confirm`) : '',
          help: asking ? t(`decision.${asking}.help`, { amount }) : '',
          label: t('reasonModal.label'),
          placeholder: asking ? t(`decision.${asking}.placeholder`) : '',
          required: t('reasonModal.required'),
          tooLong: t('reasonModal.tooLong'),
        }}
        schema={ZDecideCollectionRequest.shape.reason}
        pending={decide.isPending}
        onSubmit={(reason) => send(asking!, reason)}
        // A stale collection was refetched and said so: the operator looks again before deciding.
        closesOn={isStaleCollection}
        onDone={() => {
          if (asking) void message.success(t(`decision.${asking}.done`));
          setAsking(undefined);
        }}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
};
