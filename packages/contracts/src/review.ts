// What every reviewed record (a shop, a contract, a payee, a certification case, a collection and
// its account) shares: the events of its story, and the decision an operator sends with a reason.
import { z } from 'zod';

/** One event of a record's story: what was done, when, by whom, and the reason given. */
export const ZStoryEvent = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.string(),
  reason: z.string().nullable(),
});
export type StoryEvent = z.infer<typeof ZStoryEvent>;

/**
 * An operator's decision on a record: `fields` name the record and the decision, and a reason (500
 * characters at most) is required unless `needsNoReason` holds for the decision (an approval).
 */
export const zDecisionRequest = <Shape extends z.ZodRawShape>(
  fields: Shape,
  needsNoReason: (decision: z.output<z.ZodObject<Shape>>) => boolean,
) =>
  z.object({ ...fields, reason: z.string().trim().max(500).default('') }).refine(
    // TypeScript cannot see through the spread of a generic shape: the value is the fields' and a reason.
    (value) => {
      const decision = value as z.output<z.ZodObject<Shape>> & { reason: string };
      return needsNoReason(decision) || decision.reason.length > 0;
    },
    { path: ['reason'], error: 'required' },
  );
