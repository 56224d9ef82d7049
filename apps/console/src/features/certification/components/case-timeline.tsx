// The case's submissions (newest first, each with what it changed against the one before, named
// in words) and its history of events (who did what, when, with the reason given).
import type { CaseDetail } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Card, Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pathLabel } from './case-labels.tsx';

/**
 * Events the server records on a case (the merchant's steps, the phone's verification, the
 * decisions and the account's opening after an approval); any other shows as its code.
 */
const KNOWN_EVENTS = new Set([
  'confirmed',
  'agreementUploaded',
  'livenessFailed',
  'submitted',
  'resubmitted',
  'approved',
  'rejected',
  'reuploadRequested',
  'channelAccepted',
  'activated',
  'assigned',
  'unassigned',
]);

/** Who did it: the merchant and the phone are named by role, an operator by their name. */
const KNOWN_ACTORS = new Set(['merchant', 'phone']);

export const SubmissionsCard = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  const submissions = [...detail.submissions].sort((a, b) => b.number - a.number);
  return (
    <Card title={t('sections.submissions')} data-testid="section-submissions">
      {submissions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('submissions.none')} />
      ) : (
        <Timeline
          items={submissions.map((submission) => ({
            key: submission.number,
            content: (
              <Flex vertical gap={4} data-testid={`submission-${submission.number}`}>
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text strong>
                    {t('submissions.number', { number: submission.number })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {formatDateTime(submission.submittedAt)}
                  </Typography.Text>
                </Flex>
                {submission.number === 1 ? (
                  <Typography.Text type="secondary">{t('submissions.first')}</Typography.Text>
                ) : submission.changed.length === 0 ? (
                  <Typography.Text type="secondary">{t('submissions.nothing')}</Typography.Text>
                ) : (
                  <Flex gap={4} wrap>
                    {submission.changed.map((path) => (
                      <Tag key={path} color="orange" data-testid="submission-change">
                        {pathLabel(path, detail.draft, t)}
                      </Tag>
                    ))}
                  </Flex>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
};

export const HistoryCard = ({ detail }: { detail: CaseDetail }) => {
  const { t } = useTranslation('certification');
  // Newest first; events of one moment (an approval's account opening) in the reverse of the
  // order the server recorded them, so the last step is on top.
  const events = detail.history
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.at.localeCompare(a.event.at) || b.index - a.index)
    .map(({ event }) => event);
  return (
    <Card title={t('sections.history')} data-testid="section-history">
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.none')} />
      ) : (
        <Timeline
          items={events.map((event, index) => ({
            key: index,
            content: (
              <Flex vertical gap={2} data-testid="history-event">
                <Flex gap={8} wrap align="baseline">
                  <Typography.Text strong>
                    {KNOWN_EVENTS.has(event.action)
                      ? t(`history.action.${event.action}`)
                      : event.action}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {KNOWN_ACTORS.has(event.actor)
                      ? t(`history.actor.${event.actor}`)
                      : event.actor}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
                </Flex>
                {event.reason && (
                  <Typography.Text>{t('history.reason', { reason: event.reason })}</Typography.Text>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
};
