// Team: the main user invites members, gives and changes their permissions, disables them.
// Every query is scoped to the caller's merchant.
import {
  ALL_PERMISSIONS,
  MemberState,
  normalisePermissions,
  PERMISSION_ENTRIES,
  type InviteMemberRequest,
  type Language,
  type Member,
  type UpdateMemberRequest,
} from '@tradebridge/contracts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, FieldError, orNotFound } from '../../../platform/errors.ts';
import type { UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';
import { messageText } from '../../../platform/messages.ts';
import { endSessions } from '../../../platform/sessions.ts';
import {
  createUser,
  displayAccount,
  findUserOfMerchant,
  hasUserWithAccount,
  listUsersByCreation,
  parseAccount,
  updateUser,
  type UserRow,
} from '../identity/index.ts';
import { findMerchant } from '../merchants/index.ts';
import { newAccountNo } from '../../../platform/numbers.ts';

const toMember = (row: UserRow): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mPhone: row.mPhone,
  areaCode: row.areaCode,
  adminFlag: row.adminFlag,
  state: row.state,
  authIdList: row.adminFlag ? ALL_PERMISSIONS : normalisePermissions(row.authIds),
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export const listMembers = async (deps: Deps, auth: UserAuth) => {
  const rows = await listUsersByCreation(deps.db, auth.merchantId);
  return { list: rows.map(toMember) };
};

/** A member of the caller's merchant (never the main user), or NOT_FOUND. */
const memberOf = async (deps: Deps, auth: UserAuth, userId: string) => {
  const row = orNotFound(await findUserOfMerchant(deps.db, auth.merchantId, userId));
  if (row.adminFlag) throw new AppError('CANNOT_CHANGE_SELF');
  return row;
};

export const inviteMember = async (
  deps: Deps,
  auth: UserAuth,
  input: InviteMemberRequest,
  client: Client,
  language: Language,
) => {
  const account = parseAccount(input.loginAccount, input.areaCode);
  if (!account) throw new FieldError('loginAccount', 'accountInvalid');
  if (await hasUserWithAccount(deps.db, account)) throw new AppError('ACCOUNT_EXISTS');
  const authIds = normalisePermissions(input.authIdList);
  const merchant = await findMerchant(deps.db, auth.merchantId);
  const { member, outboxId } = await deps.db.transaction(async (tx) => {
    const row = await createUser(tx, {
      merchantId: auth.merchantId,
      accountNo: newAccountNo('U'),
      email: account.kind === 'email' ? account.email : null,
      areaCode: account.kind === 'mobile' ? (account.areaCode ?? '+86') : null,
      mPhone: account.kind === 'mobile' ? account.mPhone : null,
      name: input.name,
      passwordHash: null,
      adminFlag: false,
      state: MemberState.Invited,
      authIds,
    });
    const params = {
      merchant: merchant?.name ?? '',
      inviter: auth.userName,
      account: displayAccount(row),
      link: `${deps.config.publicUrl}/#/user/forgetPwd`,
    };
    const outboxId = await deps.outbox.queue(tx, {
      channel: account.kind === 'email' ? 'email' : 'sms',
      to: displayAccount(row),
      kind: 'team.invite',
      subject: messageText('invite', 'subject', language, params),
      body: messageText('invite', account.kind === 'email' ? 'body' : 'sms', language, params),
    });
    await auditUser(tx, auth, client, {
      action: 'team.invite',
      target: `user:${row.id}`,
      after: { account: displayAccount(row), name: row.name, authIdList: authIds },
    });
    return { member: toMember(row), outboxId };
  });
  deps.outbox.send([outboxId]);
  return member;
};

export const updateMember = async (
  deps: Deps,
  auth: UserAuth,
  input: UpdateMemberRequest,
  client: Client,
) => {
  const before = await memberOf(deps, auth, input.userId);
  const authIds = input.authIdList ? normalisePermissions(input.authIdList) : before.authIds;
  return deps.db.transaction(async (tx) => {
    const row = (await updateUser(
      tx,
      before.id,
      { name: input.name ?? before.name, authIds },
      auth.merchantId,
    ))!;
    await auditUser(tx, auth, client, {
      action: 'team.permissions',
      target: `user:${before.id}`,
      before: { name: before.name, authIdList: normalisePermissions(before.authIds) },
      after: { name: row.name, authIdList: authIds },
    });
    return toMember(row);
  });
};

export const setMemberState = async (
  deps: Deps,
  auth: UserAuth,
  input: { userId: string; state: typeof MemberState.Disabled | typeof MemberState.Normal },
  client: Client,
) => {
  const before = await memberOf(deps, auth, input.userId);
  // A member without a password (still invited) becomes active only by setting one: enabling
  // them again returns them to "invited", not to "normal".
  const state =
    input.state === MemberState.Normal && !before.passwordHash ? MemberState.Invited : input.state;
  if (state === before.state) return toMember(before);
  return deps.db.transaction(async (tx) => {
    const row = (await updateUser(tx, before.id, { state }, auth.merchantId))!;
    if (state === MemberState.Disabled) await endSessions(tx, 'user', before.id, 'disabled');
    await auditUser(tx, auth, client, {
      action: state === MemberState.Disabled ? 'team.disable' : 'team.enable',
      target: `user:${before.id}`,
      before: { state: before.state },
      after: { state: row.state },
    });
    return toMember(row);
  });
};

export const authorityList = () => ({
  platformCode: 'tradebridge-portal',
  records: PERMISSION_ENTRIES.map((e) => ({ key: e.key, path: e.path, actions: [...e.actions] })),
});
