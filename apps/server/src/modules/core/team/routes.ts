// Team calls under /finance-gateway/api/mer/team/ (main user only) and the authority list,
// registered from the operations of contracts' teamApi.
import { teamApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, userOf } from '../../../platform/http/auth.ts';
import { handle } from '../../../platform/http/operation.ts';
import {
  authorityList,
  inviteMember,
  listMembers,
  setMemberState,
  updateMember,
} from './service.ts';

export const teamMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, teamApi.authorityList, async () => authorityList());
  handle(app, teamApi.list, (r) => listMembers(d, userOf(r)));
  handle(app, teamApi.invite, (r) => inviteMember(d, userOf(r), r.body, clientOf(r), r.language));
  handle(app, teamApi.update, (r) => updateMember(d, userOf(r), r.body, clientOf(r)));
  handle(app, teamApi.setState, (r) => setMemberState(d, userOf(r), r.body, clientOf(r)));
};
