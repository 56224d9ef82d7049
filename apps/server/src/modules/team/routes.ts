// Team calls under /finance-gateway/api/mer/team/ (main user only) and the authority list.
import {
  ZAuthorityList,
  ZInviteMemberRequest,
  ZMember,
  ZMemberList,
  ZSetMemberStateRequest,
  ZUpdateMemberRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, userOf } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  authorityList,
  inviteMember,
  listMembers,
  setMemberState,
  updateMember,
} from './service.ts';

const ADMIN = { access: { kind: 'user' as const, adminOnly: true } };
const tags = ['team'];

export const teamMerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authority/list.json',
    {
      schema: {
        tags,
        summary: 'Every permission by menu entry',
        response: { 200: zSuccessEnvelope(ZAuthorityList) },
      },
    },
    async () => ok(authorityList()),
  );
  app.post(
    '/team/list.json',
    { config: ADMIN, schema: { tags, response: { 200: zSuccessEnvelope(ZMemberList) } } },
    async (request) => ok(await listMembers(app.deps, userOf(request))),
  );
  app.post(
    '/team/invite.json',
    {
      config: ADMIN,
      schema: { tags, body: ZInviteMemberRequest, response: { 200: zSuccessEnvelope(ZMember) } },
    },
    async (request) =>
      ok(
        await inviteMember(
          app.deps,
          userOf(request),
          request.body,
          clientOf(request),
          request.language,
        ),
      ),
  );
  app.post(
    '/team/update.json',
    {
      config: ADMIN,
      schema: { tags, body: ZUpdateMemberRequest, response: { 200: zSuccessEnvelope(ZMember) } },
    },
    async (request) =>
      ok(await updateMember(app.deps, userOf(request), request.body, clientOf(request))),
  );
  app.post(
    '/team/setState.json',
    {
      config: ADMIN,
      schema: { tags, body: ZSetMemberStateRequest, response: { 200: zSuccessEnvelope(ZMember) } },
    },
    async (request) =>
      ok(await setMemberState(app.deps, userOf(request), request.body, clientOf(request))),
  );
};
