// The events of an account's or a collection's story that have a text of their own, and the actors
// named by role (the story is the shared StoryCard).
export const COLLECTION_EVENTS: ReadonlySet<string> = new Set([
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
  // Both.
  'approved',
  'rejected',
]);

export const COLLECTION_ACTORS: ReadonlySet<string> = new Set(['bank', 'system']);
