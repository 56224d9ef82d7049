// The call of an operation that moves money or makes something once (an idempotent operation): the
// caller sends one Idempotency-Key per user action and the same key when that action is retried
// (submission-key.ts makes them), so the api layer takes the request and its key together.
import type { InputOf, Operation, ReadResultOf } from '@tradebridge/contracts';
import { api } from './api.ts';

/** A request with the key of the user's action that sends it. */
export type Keyed<R> = { request: R; idempotencyKey: string };

type KeyedOptions = { silent?: true };

/** The operation's type says the key is needed; a generic caller cannot show it is given. */
const callWithKey = api.call as <O extends Operation>(
  op: O,
  input: InputOf<O>,
  options: KeyedOptions & { idempotencyKey: string },
) => Promise<ReadResultOf<O>>;

/** `silent`: the failure is the screen's to say (no error toast). */
export const keyedCall =
  <O extends Operation & { idempotent: true }>(op: O, options: KeyedOptions = {}) =>
  ({ request, idempotencyKey }: Keyed<InputOf<O>>) =>
    callWithKey(op, request, { ...options, idempotencyKey });
