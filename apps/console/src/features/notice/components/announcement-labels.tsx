// How the announcement screens name things: states (AnnouncementState) and the audience, in the
// operator's language.
import { AnnouncementAudience, AnnouncementState, type Announcement } from '@tradebridge/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The states with their locale keys, in the order of the filter. */
export const ANNOUNCEMENT_STATES = [
  [AnnouncementState.Scheduled, 'scheduled'],
  [AnnouncementState.Published, 'published'],
  [AnnouncementState.Withdrawn, 'withdrawn'],
] as const;

const STATE_KEYS = new Map<number, string>(ANNOUNCEMENT_STATES);

const STATE_COLORS: Record<AnnouncementState, string> = {
  [AnnouncementState.Scheduled]: 'gold',
  [AnnouncementState.Published]: 'green',
  [AnnouncementState.Withdrawn]: 'default',
};

export const AnnouncementStateTag = ({ state }: { state: AnnouncementState }) => {
  const { t } = useTranslation('notice');
  const key = STATE_KEYS.get(state);
  return (
    <Tag color={STATE_COLORS[state] ?? 'default'} data-testid="announcement-state">
      {key ? t(`state.${key}`) : String(state)}
    </Tag>
  );
};

/** "All merchants", or how many were chosen (their numbers on hover). */
export const AudienceLabel = ({ announcement }: { announcement: Announcement }) => {
  const { t } = useTranslation('notice');
  if (announcement.audience === AnnouncementAudience.All) return <span>{t('audience.all')}</span>;
  return (
    <Tooltip title={announcement.merchantNos.join(', ')}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {t('audience.count', { count: announcement.merchantNos.length })}
      </span>
    </Tooltip>
  );
};
