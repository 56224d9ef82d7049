// The story of an account or a collection: who did what and when, with the reason given, newest
// first. The bank and the system are named by role, a merchant's user or an operator by name; an
// event this console does not know shows as its code.
import type { CollectionEvent } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Card, Empty, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const KNOWN_EVENTS = new Set([
  // Accounts.
  'applied',
  'resubmitted',
  'authorized',
  'closed',
  // Collections.
  'arrived',
  'materialsUploaded',
  'materialsRequested',
  'firstApproved',
  'released',
  'returned',
  'cancelled',
  'credited',
  'failed',
  // Both.
  'approved',
  'rejected',
]);

const KNOWN_ACTORS = new Set(['bank', 'system']);

export const StoryCard = ({ events }: { events: readonly CollectionEvent[] }) => {
  const { t } = useTranslation('collection');
  // Newest first; events of one moment in the reverse of the order the server gave them.
  const story = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.at.localeCompare(a.event.at) || b.index - a.index)
    .map(({ event }) => event);
  return (
    <Card title={t('story.title')} data-testid="section-story">
      {story.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('story.none')} />
      ) : (
        <Timeline
          items={story.map((event, index) => ({
            key: index,
            content: (
              <Flex vertical gap={2} data-testid="story-event">
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text strong>
                    {KNOWN_EVENTS.has(event.action)
                      ? t(`story.action.${event.action}`)
                      : event.action}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {KNOWN_ACTORS.has(event.actor) ? t(`story.actor.${event.actor}`) : event.actor}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
                </Flex>
                {event.reason && (
                  <Typography.Text>{t('story.reason', { reason: event.reason })}</Typography.Text>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
};
