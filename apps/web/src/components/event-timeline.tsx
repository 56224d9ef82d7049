// The story of a record (an account, a collection, a shop), oldest first: what happened, who did it
// and when, and the reason given. Each area says its events and actors in its own words.
import { formatDateTime } from '@tradebridge/ui';
import { Empty, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type TimelineEvent = { at: string; action: string; actor: string; reason: string | null };

/** The colours of the events most areas have; an area adds its own. */
const EVENT_COLORS: Record<string, string> = {
  approved: 'green',
  rejected: 'red',
  failed: 'red',
  cancelled: 'gray',
  closed: 'gray',
};

const same = (text: string) => text;

export const EventTimeline = ({
  testId,
  history,
  eventText,
  actorText = same,
  reasonText = same,
  colors,
}: {
  /** "account" gives the test ids account-history and account-event. */
  testId: string;
  history: readonly TimelineEvent[];
  eventText: (action: string) => string;
  actorText?: (actor: string) => string;
  reasonText?: (reason: string) => string | null;
  colors?: Record<string, string>;
}) => {
  const { t } = useTranslation('common');
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid={`${testId}-history`}
      items={history.map((event, i) => ({
        key: i,
        color: colors?.[event.action] ?? EVENT_COLORS[event.action] ?? 'blue',
        content: (
          <Flex vertical gap={2} data-testid={`${testId}-event`} data-action={event.action}>
            <Typography.Text strong>{eventText(event.action)}</Typography.Text>
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
