// The two decisions of a review, at the right of a record's title: approve after a confirmation,
// reject with a reason the merchant reads (the reason is the confirmation). Only the decisions
// given are offered; the caller's functions send the version on screen. The texts are the area's
// (namespace `ns`): <approve>.{action,title,content,confirm,done},
// <reject>.{action,title,help,placeholder,confirm,done} and reasonModal.{label,required,tooLong}.
// A decision that came too late (`isStale`) has been said and the record refetched: the dialog
// closes, so the operator looks again before deciding.
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ReasonModal } from './reason-modal.tsx';

export type ReviewDecision = 'approve' | 'reject';

/** A decision's mutation (useMutation): sends its request, says whether it is under way. */
type DecisionMutation<R> = { mutateAsync: (request: R) => Promise<unknown>; isPending: boolean };

export type ReviewDecisionsProps<R extends object> = {
  ns: string;
  decisions: readonly ReviewDecision[];
  /** Test ids `<testId>-approve` and `<testId>-reject`. */
  testId: string;
  /** The keys of the two decisions' texts in `ns`. */
  keys?: { approve: string; reject: string };
  /** Interpolated into the approval's confirmation. */
  values?: Record<string, string>;
  /** What both decisions send: the record's id and the version on screen. */
  request: R;
  approve: DecisionMutation<R>;
  reject: DecisionMutation<R & { reason: string }>;
  /** The reason's rule (the reject request's field). */
  reasonSchema: z.ZodType;
  isStale: (error: unknown) => boolean;
};

const DEFAULT_KEYS = { approve: 'approve', reject: 'reject' };

export const ReviewDecisions = <R extends object>({
  ns,
  decisions,
  testId,
  keys = DEFAULT_KEYS,
  values,
  request,
  approve,
  reject,
  reasonSchema,
  isStale,
}: ReviewDecisionsProps<R>) => {
  const { t } = useTranslation(ns);
  const { t: tCommon } = useTranslation('common');
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);

  const onApprove = () =>
    modal.confirm({
      title: t(`${keys.approve}.title`),
      content: t(`${keys.approve}.content`, values),
      okText: t(`${keys.approve}.confirm`),
      okButtonProps: { ...{ 'data-testid': 'approve-confirm' } },
      cancelText: tCommon('cancel'),
      // A failure has been said (and a stale record refetched); the dialog closes either way.
      onOk: () =>
        approve.mutateAsync(request).then(
          () => void message.success(t(`${keys.approve}.done`)),
          () => undefined,
        ),
    });

  return (
    <>
      {decisions.includes('reject') && (
        <Button
          danger
          icon={<CloseOutlined />}
          onClick={() => setRejecting(true)}
          data-testid={`${testId}-reject`}
        >
          {t(`${keys.reject}.action`)}
        </Button>
      )}
      {decisions.includes('approve') && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={approve.isPending}
          onClick={onApprove}
          data-testid={`${testId}-approve`}
        >
          {t(`${keys.approve}.action`)}
        </Button>
      )}
      <ReasonModal
        open={rejecting}
        texts={{
          title: t(`${keys.reject}.title`),
          confirm: t(`${keys.reject}.confirm`),
          help: t(`${keys.reject}.help`),
          label: t('reasonModal.label'),
          placeholder: t(`${keys.reject}.placeholder`),
          required: t('reasonModal.required'),
          tooLong: t('reasonModal.tooLong'),
        }}
        schema={reasonSchema}
        pending={reject.isPending}
        onSubmit={(reason) => reject.mutateAsync({ ...request, reason })}
        closesOn={isStale}
        onDone={() => {
          void message.success(t(`${keys.reject}.done`));
          setRejecting(false);
        }}
        onClose={() => setRejecting(false)}
      />
    </>
  );
};

/** The type of a note: a refusal or failure, a wait, a success, a warning. */
type NoteType = 'error' | 'info' | 'success' | 'warning';

/**
 * Where a record stands in its review, over its facts: refused (with the reviewer's reason, in the
 * area's story.reason), waiting for a decision, or another note of the area's.
 */
export const ReviewNote = ({
  ns,
  type,
  title,
  reason,
  testId,
}: {
  ns: string;
  type: NoteType;
  title: string;
  reason?: string | null;
  testId: string;
}) => {
  const { t } = useTranslation(ns);
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={reason ? t('story.reason', { reason }) : undefined}
      data-testid={testId}
    />
  );
};

/**
 * The notes of one area's record (its i18n namespace `ns`, test id `testId`): a note is its type,
 * its title and the reason given (a refusal's).
 */
export const reviewNotesOf =
  (ns: string, testId: string) => (type: NoteType, title: string, reason?: string | null) => (
    <ReviewNote ns={ns} type={type} title={title} reason={reason} testId={testId} />
  );
