// The story of an account or a collection, oldest first (components/event-timeline.tsx) in the
// area's words: its events, the bank and the system as actors, a screening key as a reason.
import type { CollectionEvent } from '@tradebridge/contracts';
import { useTranslation } from 'react-i18next';
import { EventTimeline as Timeline } from '../../../components/event-timeline.tsx';
import { useActorText } from './labels.ts';

const EVENT_COLORS: Record<string, string> = {
  firstApproved: 'green',
  released: 'green',
  credited: 'green',
  returned: 'red',
  reversed: 'red',
  materialsRequested: 'orange',
};

export const EventTimeline = ({
  kind,
  history,
  reasonText,
}: {
  /** "account" names events accountEvent.*, test ids account-history and account-event. */
  kind: 'account' | 'collection';
  history: CollectionEvent[];
  reasonText?: (reason: string) => string | null;
}) => {
  const { t } = useTranslation('collection');
  const actorText = useActorText();
  return (
    <Timeline
      testId={kind}
      history={history}
      eventText={(action) => t(`${kind}Event.${action}`, { defaultValue: action })}
      actorText={actorText}
      {...(reasonText ? { reasonText } : {})}
      colors={EVENT_COLORS}
    />
  );
};
