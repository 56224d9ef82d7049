// inviteCode/validy.json: whether an invite code is valid (registration checks it as it is typed).
import { identityApi, type ZInviteCodeResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type InviteCodeResult = ReturnType<(typeof ZInviteCodeResult)['parse']>;

export const validateInviteCode = (inviteCode: string): Promise<InviteCodeResult> =>
  api.call(identityApi.validateInviteCode, { inviteCode }, { silent: true });
