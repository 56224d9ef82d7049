// inviteCode/validy.json: whether an invite code is valid (registration checks it as it is typed).
import type { ZInviteCodeResult } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export type InviteCodeResult = ReturnType<(typeof ZInviteCodeResult)['parse']>;

export const validateInviteCode = (inviteCode: string): Promise<InviteCodeResult> =>
  api.post<InviteCodeResult>('inviteCode/validy.json', { inviteCode }, { silent: true });
