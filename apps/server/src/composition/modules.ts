// Every server module, named once. buildApp loops over this list: it registers each module's
// routes (rootRoutes at the root, merRoutes under /api/mer, opsRoutes under /api/ops, devRoutes
// under /api/dev), its background jobs and schedules, and its download-centre reports, all under
// the fixed names each module's index.ts exports. Adding an area touches this list and nothing in
// app.ts. The order is the order routes are registered and reports listed. The ledger is the one
// module not here: it gives the app nothing of its own, other modules post through it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../platform/deps.ts';
import type { JobDefinition, JobSchedule } from '../platform/jobs.ts';
import * as agreement from '../modules/core/agreement/index.ts';
import * as audit from '../modules/core/audit/index.ts';
import * as health from '../modules/core/health/index.ts';
import * as identity from '../modules/core/identity/index.ts';
import * as merchants from '../modules/core/merchants/index.ts';
import * as operators from '../modules/core/operators/index.ts';
import * as rates from '../modules/core/rates/index.ts';
import * as security from '../modules/core/security/index.ts';
import * as settings from '../modules/core/settings/index.ts';
import * as team from '../modules/core/team/index.ts';
import * as documents from '../modules/services/documents/index.ts';
import * as download from '../modules/services/download/index.ts';
import * as jobs from '../modules/services/jobs/index.ts';
import * as notice from '../modules/services/notice/index.ts';
import * as certification from '../modules/areas/certification/index.ts';
import * as collection from '../modules/areas/collection/index.ts';
import * as contract from '../modules/areas/contract/index.ts';
import * as exchange from '../modules/areas/exchange/index.ts';
import * as payee from '../modules/areas/payee/index.ts';
import * as payout from '../modules/areas/payout/index.ts';
import * as quota from '../modules/areas/quota/index.ts';
import * as shop from '../modules/areas/shop/index.ts';
import * as wallet from '../modules/areas/wallet/index.ts';
import type { TradeAuthorities } from '../modules/core/merchants/index.ts';
import type { ReportDefinition, ReportRegistry } from '../modules/services/download/index.ts';

/** What the composition hands every module's routes, jobs and schedules. */
export type ModuleContext = {
  /** The download centre's reports, of every module (or a test's). */
  reports: ReportRegistry;
  /** What a merchant may trade, from contracts and shops (merchants' merchantInfo). */
  tradeAuthorities: TradeAuthorities;
};

type Routes = FastifyPluginAsyncZod<ModuleContext>;

/** What a module's index.ts may export under these fixed names; each is optional. */
export type ServerModule = {
  rootRoutes?: Routes;
  merRoutes?: Routes;
  opsRoutes?: Routes;
  /** The development inbox's calls: registered unless DEV_INBOX=off (never in production). */
  devRoutes?: Routes;
  jobs?: (deps: Deps, context: ModuleContext) => readonly JobDefinition[];
  schedules?: readonly JobSchedule[] | ((context: ModuleContext) => readonly JobSchedule[]);
  reports?: readonly ReportDefinition[];
};

export const SERVER_MODULES = {
  health,
  settings,
  identity,
  merchants,
  operators,
  team,
  security,
  audit,
  agreement,
  rates,
  documents,
  notice,
  jobs,
  download,
  wallet,
  collection,
  exchange,
  payee,
  payout,
  quota,
  contract,
  shop,
  certification,
} satisfies Record<string, ServerModule>;

export const serverModules: readonly ServerModule[] = Object.values(SERVER_MODULES);
