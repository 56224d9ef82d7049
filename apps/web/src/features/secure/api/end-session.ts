// session/end.json and session/endOthers.json: sign out one other session, or all of them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityApi, type EndSessionResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { LOGIN_ACTIVITY_KEY } from './get-login-activity.ts';

export const endSession = (sessionId: string): Promise<EndSessionResult> =>
  api.call(identityApi.endSession, { sessionId });

export const endOtherSessions = (): Promise<EndSessionResult> =>
  api.call(identityApi.endOtherSessions);

const useSessionMutation = <T>(mutationFn: (input: T) => Promise<EndSessionResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOGIN_ACTIVITY_KEY }),
  });
};

export const useEndSession = () => useSessionMutation(endSession);
export const useEndOtherSessions = () => useSessionMutation<void>(() => endOtherSessions());
