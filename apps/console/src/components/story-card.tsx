// The story of a record under review: who did what and when, with the reason given (or a note of
// the area's, such as the file that carried a payout), newest first.
// The texts are the area's (namespace `ns`): story.title, story.none, story.reason, and
// story.action.<action> for the events it knows; the bank and the system are named by role
// (story.actor.<actor>), a merchant's user or an operator by name; an event the console does not
// know shows as its code.
import { formatDateTime } from '@tradebridge/ui';
import { Card, Empty, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type StoryEvent = {
  at: string;
  action: string;
  actor: string;
  reason: string | null;
  /** Said under the event as it is, in the area's words (not a reason). */
  note?: string | null;
};

const NO_ACTORS: ReadonlySet<string> = new Set();

export type StoryCardProps = {
  ns: string;
  events: readonly StoryEvent[];
  /** The events with a text of their own (story.action.<action>). */
  actions: ReadonlySet<string>;
  /** The actors named by role (story.actor.<actor>). */
  actors?: ReadonlySet<string>;
};

export const StoryCard = ({ ns, events, actions, actors = NO_ACTORS }: StoryCardProps) => {
  const { t } = useTranslation(ns);
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
                    {actions.has(event.action) ? t(`story.action.${event.action}`) : event.action}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {actors.has(event.actor) ? t(`story.actor.${event.actor}`) : event.actor}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
                </Flex>
                {event.reason && (
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {t('story.reason', { reason: event.reason })}
                  </Typography.Text>
                )}
                {event.note && (
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                    {event.note}
                  </Typography.Text>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
};
