// States that move as data (ADR 0018): an area lists its allowed moves as edges, each named after
// what makes it; services move a state only along them, consoles offer only the actions whose
// edge exists, and tests walk them.

/** One allowed move, named after what makes it. */
export type Edge<S> = { from: S; to: S; by: string };

/** The edge that moves `from` to `to`, if there is one. */
export const edgeOf = <S>(edges: readonly Edge<S>[], from: S, to: S): Edge<S> | undefined =>
  edges.find((edge) => edge.from === from && edge.to === to);

/** The states one move away from `from`. */
export const nextStates = <S>(edges: readonly Edge<S>[], from: S): S[] =>
  edges.filter((edge) => edge.from === from).map((edge) => edge.to);
