// A record's story (collections, accounts, shops, contracts): each event as the contracts show it.
export type StoryEventRow = { at: Date; action: string; actor: string; reason: string | null };

export const storyEventView = (event: StoryEventRow) => ({
  at: event.at.toISOString(),
  action: event.action,
  actor: event.actor,
  reason: event.reason,
});
