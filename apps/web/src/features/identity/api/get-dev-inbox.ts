// GET /finance-gateway/api/dev/inbox (development only): the latest codes and captcha answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityApi, type DevInbox } from '@tradebridge/contracts';
import { createApiClient } from '@tradebridge/ui';

const devApi = createApiClient({ basePath: '/finance-gateway/api/dev/' });

export const getDevInbox = (): Promise<DevInbox> =>
  devApi.call(identityApi.devInbox, undefined, { silent: true });

export const DEV_INBOX_REFRESH_MS = 3_000;

export const devInboxQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['devInbox'],
    queryFn: getDevInbox,
    enabled,
    refetchInterval: DEV_INBOX_REFRESH_MS,
    staleTime: 0,
  });

export const useDevInbox = (enabled: boolean) => useQuery(devInboxQueryOptions(enabled));
