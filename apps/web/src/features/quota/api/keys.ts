// Query keys of the settlement-quota area. Every query starts with QUOTA_KEY; an application made
// reads the kinds and the items again. Payouts draw on quotas elsewhere (and operators decide
// applications in the console), so the area's reads are fresh whenever a screen opens.
import type { QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/refresh-mutation.ts';

export const QUOTA_KEY = ['quota'] as const;
export const OVERVIEW_KEY = [...QUOTA_KEY, 'overview'] as const;
export const QUOTAS_KEY = [...QUOTA_KEY, 'list'] as const;
export const QUOTA_DETAIL_KEY = [...QUOTA_KEY, 'detail'] as const;
/** The effective trade contracts the application offers as evidence (the contract area keeps its own cache). */
export const CONTRACT_CHOICES_KEY = [...QUOTA_KEY, 'contracts'] as const;

/** After an application: the kinds' summary and the items. */
export const invalidateAfterApply = (queryClient: QueryClient) =>
  readAgain(queryClient, [OVERVIEW_KEY, QUOTAS_KEY]);
