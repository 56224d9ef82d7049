// Walking the allowed edges of a state machine in the contracts' tests.
import { nextStates, type Edge } from '../state-edges.ts';

/** Every state reachable from `starts` along the edges (the starts included). */
export const reachable = <S>(edges: readonly Edge<S>[], starts: readonly S[]): Set<S> => {
  const seen = new Set<S>(starts);
  const queue = [...starts];
  while (queue.length > 0)
    for (const next of nextStates(edges, queue.shift()!))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
};
