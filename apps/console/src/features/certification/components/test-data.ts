// Typed certification data for the screens' tests: the case of Demo Trading's enterprise under
// review, as both the queue's rows and the case page begin.
import type { CaseSummary } from '@tradebridge/contracts';

export const CASE_ID = '00000000-0000-4000-8000-000000000501';

/** Whose case it is and where it stands; the queue and the page add the assignee and the times. */
export const DEMO_CASE = {
  id: CASE_ID,
  merchantId: '00000000-0000-4000-8000-000000000101',
  merNo: 'M100000001',
  merchantName: 'Demo Trading',
  subjectName: 'Demo Trading Co., Ltd.',
  entityType: 'b',
  country: 'HK',
  state: 1,
  merchantState: 7,
  livenessResult: 'W',
} satisfies Partial<CaseSummary>;
