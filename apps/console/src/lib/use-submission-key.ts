// One Idempotency-Key per submission of a money-moving form: the same values sent again (after a
// network error or a time-out) reuse it, so the server answers the first request's result instead
// of booking twice; changed values, a success or a reopened form take a new one. `unanswered` says
// the last failure left it open whether the request was booked.
import { isApiError } from '@tradebridge/ui';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency.ts';

/** Failures after which the request may or may not have been booked. */
const UNANSWERED = new Set(['NETWORK_ERROR', 'REQUEST_TIMEOUT']);

export const useSubmissionKey = (open: boolean, onOpen?: () => void) => {
  /** The key of the last submission and the body it was sent with. */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (!open) return;
    attempt.current = null;
    setUnanswered(false);
    onOpenRef.current?.();
  }, [open]);

  /** The key for this request body: the last one if the body is unchanged, else a new one. */
  const keyFor = (request: unknown): string => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    return attempt.current.key;
  };
  const onFailure = (error: unknown) =>
    setUnanswered(isApiError(error) && UNANSWERED.has(error.code));
  /** After a success: the next submission, even of the same values, is another one. */
  const onSuccess = () => {
    attempt.current = null;
    setUnanswered(false);
  };
  return { unanswered, keyFor, onFailure, onSuccess };
};
