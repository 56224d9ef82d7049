// session/end.json and session/endOthers.json: sign out one other session, or all of them.
import { identityApi, type EndSessionResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { LOGIN_ACTIVITY_KEY } from './get-login-activity.ts';

export const endSession = (sessionId: string): Promise<EndSessionResult> =>
  api.call(identityApi.endSession, { sessionId });

export const endOtherSessions = (): Promise<EndSessionResult> =>
  api.call(identityApi.endOtherSessions);

export const useEndSession = () => useRefreshMutation(endSession, [LOGIN_ACTIVITY_KEY]);
export const useEndOtherSessions = () =>
  useRefreshMutation<void, EndSessionResult>(() => endOtherSessions(), [LOGIN_ACTIVITY_KEY]);
