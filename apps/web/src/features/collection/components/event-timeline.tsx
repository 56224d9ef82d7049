// The story of an account or a collection, oldest first: what happened, who did it and when, and
// the reason given (a screening key in words, a reviewer's text as written).
import type { CollectionEvent } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Empty, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActorText } from './labels.ts';

const EVENT_COLORS: Record<string, string> = {
  approved: 'green',
  firstApproved: 'green',
  released: 'green',
  credited: 'green',
  rejected: 'red',
  returned: 'red',
  failed: 'red',
  materialsRequested: 'orange',
  cancelled: 'gray',
  closed: 'gray',
};

export const EventTimeline = ({
  kind,
  history,
  reasonText = (reason) => reason,
}: {
  /** "account" names events accountEvent.*, test ids account-history and account-event. */
  kind: 'account' | 'collection';
  history: CollectionEvent[];
  reasonText?: (reason: string) => string | null;
}) => {
  const { t } = useTranslation('collection');
  const actorText = useActorText();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid={`${kind}-history`}
      items={history.map((event, i) => ({
        key: i,
        color: EVENT_COLORS[event.action] ?? 'blue',
        content: (
          <Flex vertical gap={2} data-testid={`${kind}-event`} data-action={event.action}>
            <Typography.Text strong>
              {t(`${kind}Event.${event.action}`, { defaultValue: event.action })}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('history.byAt', { actor: actorText(event.actor), time: formatDateTime(event.at) })}
            </Typography.Text>
            {event.reason ? (
              <Typography.Text style={{ fontSize: 13 }}>
                {t('history.reason', { reason: reasonText(event.reason) })}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
};
