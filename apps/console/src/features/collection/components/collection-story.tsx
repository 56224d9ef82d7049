// An account's or a collection's story (the shared StoryCard): the events that have a text of their
// own, and the actors named by role.
import { StoryCard, type StoryEvent } from '../../../components/story-card.tsx';

const COLLECTION_EVENTS: ReadonlySet<string> = new Set([
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
  'ordersAssociated',
  'reversed',
  // Both.
  'approved',
  'rejected',
]);

const COLLECTION_ACTORS: ReadonlySet<string> = new Set(['bank', 'system']);

export const CollectionStory = ({ events }: { events: readonly StoryEvent[] }) => (
  <StoryCard
    ns="collection"
    events={events}
    actions={COLLECTION_EVENTS}
    actors={COLLECTION_ACTORS}
  />
);
