// Wallet calls (merchant API) and the sandbox bank and ledger check (operator API), registered from
// the operations of contracts' walletApi.
import { walletApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, clientWithZoneOf, operatorOf, userOf } from '../../../platform/http/auth.ts';
import { idempotencyOf } from '../../../platform/http/idempotency.ts';
import { handle } from '../../../platform/http/operation.ts';
import { verifyLedger } from '../../core/ledger/index.ts';
import { listWallets, openCurrencyWallet } from './balances.ts';
import { dailyFundSummary, listFundDetails } from './fund-details.ts';
import { creditFromSandbox } from './sandbox-credit.ts';
import { lookupPayee, transferBetweenWallets } from './transfer.ts';

export const walletMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, walletApi.list, (r) => listWallets(d, userOf(r).merchantId));
  handle(app, walletApi.open, (r) =>
    openCurrencyWallet(d, userOf(r), r.body.currency, clientOf(r)),
  );
  handle(app, walletApi.details, (r) => listFundDetails(d, userOf(r).merchantId, r.body));
  handle(app, walletApi.daily, (r) => dailyFundSummary(d, userOf(r).merchantId, r.body));
  handle(app, walletApi.transferPayee, (r) => lookupPayee(d, userOf(r), r.body.payeeAccount));
  handle(app, walletApi.transfer, (r) =>
    transferBetweenWallets(d, userOf(r), r.body, idempotencyOf(r), clientWithZoneOf(r)),
  );
};

export const walletOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, walletApi.verifyLedger, async () => ({
    checkedAt: new Date().toISOString(),
    checks: await verifyLedger(app.db),
  }));
  handle(app, walletApi.sandboxCredit, (r) =>
    creditFromSandbox(d, operatorOf(r), r.body, idempotencyOf(r), clientOf(r)),
  );
  handle(app, walletApi.merchantWallets, (r) => listWallets(d, r.body.merchantId));
};
