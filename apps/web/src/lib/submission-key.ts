// One Idempotency-Key per user action (docs/architecture: the client makes one key per action and
// reuses it on retry). A submission keeps its key while the same body is sent again after a
// failure that was no answer (the network, a server error, a request still in progress); once the
// server has answered for good, what the user sends next is a new action with a new key.
import { isApiError } from '@tradebridge/ui';
import { useCallback, useRef } from 'react';

/** A failure the server answered for good: a retry of the same body would get the same answer. */
export const isFinalAnswer = (error: unknown) =>
  isApiError(error) &&
  error.fromEnvelope &&
  error.httpStatus < 500 &&
  error.code !== 'REQUEST_IN_PROGRESS';

/**
 * `submit(body, send)`: calls `send` with the key of this submission — the last key while `body`
 * is the same as last time and no final answer came, a new one (`<prefix>-<uuid>`) otherwise.
 */
export const useSubmissionKey = (prefix: string) => {
  const attempt = useRef<{ key: string; body: string }>(undefined);
  return useCallback(
    async <T>(body: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text)
        attempt.current = { key: `${prefix}-${crypto.randomUUID()}`, body: text };
      try {
        return await send(attempt.current.key);
      } catch (error) {
        if (isFinalAnswer(error)) attempt.current = undefined;
        throw error;
      }
    },
    [prefix],
  );
};
