// session/end.json and session/endOthers.json: sign out one other session, or all of them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { LOGIN_ACTIVITY_KEY } from './get-login-activity.ts';

type Ended = { ended: number };

export const endSession = (sessionId: string): Promise<Ended> =>
  api.post<Ended>('session/end.json', { sessionId });

export const endOtherSessions = (): Promise<Ended> => api.post<Ended>('session/endOthers.json');

const useSessionMutation = <T>(mutationFn: (input: T) => Promise<Ended>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOGIN_ACTIVITY_KEY }),
  });
};

export const useEndSession = () => useSessionMutation(endSession);
export const useEndOtherSessions = () => useSessionMutation<void>(() => endOtherSessions());
