// auth/callback.json (public): back from the platform, the code is exchanged and the outcome
// recorded. A code works once, so one callback address is sent once per page load: a second ask
// (React's development double effects, a re-render) gets the first call's answer. A call that did
// not reach an answer (the network) may be made again.
import { shopApi, type AuthCallbackRequest, type AuthOutcome } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { api } from '../../../lib/api.ts';

const sent = new Map<string, Promise<AuthOutcome>>();

export const completeAuthorization = (request: AuthCallbackRequest): Promise<AuthOutcome> => {
  const key = JSON.stringify([request.state, request.code ?? null, request.error ?? null]);
  let answer = sent.get(key);
  if (!answer) {
    answer = api.call(shopApi.callback, request, { silent: true });
    sent.set(key, answer);
    answer.catch((error: unknown) => {
      if (!isApiError(error) || !error.fromEnvelope) sent.delete(key);
    });
  }
  return answer;
};
