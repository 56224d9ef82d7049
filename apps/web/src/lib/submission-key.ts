// One Idempotency-Key per user action (docs/architecture: the client makes one key per action and
// reuses it on retry): the same key while the same body is sent again (a retry after a network
// failure must not submit twice), a new one for a new body or after the server answered for good.
import { isApiError } from '@tradebridge/ui';
import { useCallback, useRef } from 'react';

/** A failure the server answered for good: a retry of the same body would get the same answer. */
export const isFinalAnswer = (error: unknown) =>
  isApiError(error) &&
  error.fromEnvelope &&
  error.httpStatus < 500 &&
  error.code !== 'REQUEST_IN_PROGRESS';

export const useSubmissionKey = (prefix: string) => {
  const attempt = useRef<{ key: string; body: string }>(undefined);
  /** The key of a submission of `body`. */
  const keyFor = useCallback(
    (body: unknown) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text)
        attempt.current = { key: `${prefix}-${crypto.randomUUID()}`, body: text };
      return attempt.current.key;
    },
    [prefix],
  );
  /** After an answer: what the user sends next is a new submission unless it failed on the way. */
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || isFinalAnswer(error)) attempt.current = undefined;
  }, []);
  /** Sends `request` with its key: the answer, or the failure (the key kept for a retry). */
  const send = useCallback(
    async <R, T>(
      request: R,
      call: (input: { request: R; idempotencyKey: string }) => Promise<T>,
    ): Promise<T> => {
      let answer: T;
      try {
        answer = await call({ request, idempotencyKey: keyFor(request) });
      } catch (error) {
        settle(error);
        throw error;
      }
      settle();
      return answer;
    },
    [keyFor, settle],
  );
  return { send };
};
