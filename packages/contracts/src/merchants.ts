// Operator console: the merchants, their details, account manager and freeze.
import { z } from 'zod';
import { pageFields, zPage } from './envelope.ts';
import { ZAccountManager } from './identity.ts';
import { operationsOf } from './operation.ts';
import { AccountState, zCodeOf } from './states.ts';

export const ZMerchantSummary = z.object({
  id: z.string(),
  merNo: z.string(),
  name: z.string(),
  loginAccount: z.string(),
  state: z.number(),
  entityType: z.enum(['b', 'c']).nullable(),
  createdAt: z.string(),
  accountManager: ZAccountManager.extend({ id: z.string() }).nullable(),
  userCount: z.number().int(),
});
export type MerchantSummary = z.infer<typeof ZMerchantSummary>;

export const ZMerchantListRequest = z.object({
  keyword: z.string().trim().max(100).optional(),
  state: zCodeOf(AccountState).optional(),
  ...pageFields,
});
export type MerchantListRequest = z.input<typeof ZMerchantListRequest>;

export const ZMerchantDetail = ZMerchantSummary.extend({
  frozenReason: z.string().nullable(),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      loginAccount: z.string(),
      adminFlag: z.boolean(),
      state: z.number(),
      lastLoginAt: z.string().nullable(),
    }),
  ),
});
export type MerchantDetail = z.infer<typeof ZMerchantDetail>;

export const ZMerchantIdRequest = z.object({ merchantId: z.uuid() });
export const ZAssignManagerRequest = z.object({
  merchantId: z.uuid(),
  operatorId: z.uuid(),
});
export const ZFreezeMerchantRequest = z.object({
  merchantId: z.uuid(),
  reason: z.string().trim().min(1).max(500),
});
export type MerchantIdRequest = z.input<typeof ZMerchantIdRequest>;
export type AssignManagerRequest = z.input<typeof ZAssignManagerRequest>;
export type FreezeMerchantRequest = z.input<typeof ZFreezeMerchantRequest>;
export const ZMerchantList = zPage(ZMerchantSummary);
export type MerchantList = z.infer<typeof ZMerchantList>;

const ASSIGNERS = { kind: 'operator', permission: 'assignManager' } as const;
const FREEZERS = { kind: 'operator', permission: 'freezeMerchant' } as const;

const ops = operationsOf('ops', 'merchants');

export const merchantsApi = {
  list: ops({
    path: 'merchants/list.json',
    summary: 'Merchants, newest first; keyword matches name, number, users’ e-mail or mobile',
    request: ZMerchantListRequest,
    result: ZMerchantList,
    access: { kind: 'operator' },
  }),
  get: ops({
    path: 'merchants/detail.json',
    summary: 'One merchant with its users, account manager and freeze reason',
    request: ZMerchantIdRequest,
    result: ZMerchantDetail,
    access: { kind: 'operator' },
  }),
  assignManager: ops({
    path: 'merchants/assignManager.json',
    summary: 'Assign the merchant’s account manager (audited)',
    request: ZAssignManagerRequest,
    result: ZMerchantDetail,
    access: ASSIGNERS,
  }),
  freeze: ops({
    path: 'merchants/freeze.json',
    summary: 'Freeze a merchant: its users still log in but cannot move money',
    request: ZFreezeMerchantRequest,
    result: ZMerchantDetail,
    access: FREEZERS,
  }),
  unfreeze: ops({
    path: 'merchants/unfreeze.json',
    summary: 'Unfreeze a merchant: back to the state it had before the freeze',
    request: ZMerchantIdRequest,
    result: ZMerchantDetail,
    access: FREEZERS,
  }),
};
