// Team: the main user invites members and gives each a set of permissions (spec §6).
import { z } from 'zod';
import { AREA_CODE } from './identity.ts';
import { operationsOf } from './operation.ts';
import { ALL_PERMISSIONS, type PermissionId } from './permissions.ts';

const zPermissionId = z.enum(ALL_PERMISSIONS as [PermissionId, ...PermissionId[]]);

export const MemberState = { Disabled: 0, Normal: 1, Invited: 2 } as const;
export type MemberState = (typeof MemberState)[keyof typeof MemberState];

export const ZMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mPhone: z.string().nullable(),
  areaCode: z.string().nullable(),
  adminFlag: z.boolean(),
  state: z.number(),
  authIdList: z.array(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Member = z.infer<typeof ZMember>;

export const ZMemberList = z.object({ list: z.array(ZMember) });

export const ZInviteMemberRequest = z.object({
  loginAccount: z.string().trim().min(1).max(254),
  areaCode: z.string().trim().regex(AREA_CODE).optional(),
  name: z.string().trim().min(1).max(50),
  authIdList: z.array(zPermissionId).max(ALL_PERMISSIONS.length),
});
export type InviteMemberRequest = z.input<typeof ZInviteMemberRequest>;

export const ZUpdateMemberRequest = z.object({
  userId: z.uuid(),
  name: z.string().trim().min(1).max(50).optional(),
  authIdList: z.array(zPermissionId).max(ALL_PERMISSIONS.length).optional(),
});
export type UpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

export const ZSetMemberStateRequest = z.object({
  userId: z.uuid(),
  state: z.union([z.literal(MemberState.Disabled), z.literal(MemberState.Normal)]),
});
export type SetMemberStateRequest = z.input<typeof ZSetMemberStateRequest>;

/** The authority list (spec §7 "get authority list"): every permission by menu entry. */
export const ZAuthorityList = z.object({
  platformCode: z.string(),
  records: z.array(z.object({ key: z.string(), path: z.string(), actions: z.array(z.string()) })),
});

/** The team is the main user's alone. */
const ADMIN = { kind: 'user', adminOnly: true } as const;

const mer = operationsOf('mer', 'team');

export const teamApi = {
  /** Any logged-in user: the permission names every member's menu is built from. */
  authorityList: mer({
    path: 'authority/list.json',
    summary: 'Every permission by menu entry',
    result: ZAuthorityList,
    access: { kind: 'user' },
  }),
  list: mer({
    path: 'team/list.json',
    summary: 'The users of the merchant',
    result: ZMemberList,
    access: ADMIN,
  }),
  invite: mer({
    path: 'team/invite.json',
    summary: 'Invite a member with a set of permissions',
    request: ZInviteMemberRequest,
    result: ZMember,
    access: ADMIN,
  }),
  update: mer({
    path: 'team/update.json',
    summary: 'Change a member’s name and permissions',
    request: ZUpdateMemberRequest,
    result: ZMember,
    access: ADMIN,
  }),
  setState: mer({
    path: 'team/setState.json',
    summary: 'Disable or enable a member',
    request: ZSetMemberStateRequest,
    result: ZMember,
    access: ADMIN,
  }),
};
