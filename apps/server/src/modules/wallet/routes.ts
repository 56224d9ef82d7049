// Wallet calls under /finance-gateway/api/mer/wallet/ and the sandbox bank under /api/ops/.
import {
  ZFundDaily,
  ZFundDailyQuery,
  ZFundDetailPage,
  ZLedgerVerification,
  ZFundDetailQuery,
  ZOpenWalletRequest,
  ZSandboxCreditRequest,
  ZTransferPayee,
  ZTransferPayeeRequest,
  ZWalletList,
  ZWalletTransfer,
  ZWalletTransferRequest,
  zSuccessEnvelope,
} from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, clientWithZoneOf, operatorOf, userOf } from '../../platform/http/auth.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idempotencyOf } from '../../platform/http/idempotency.ts';
import {
  creditFromSandbox,
  dailyFundSummary,
  listFundDetails,
  listWallets,
  lookupPayee,
  openCurrencyWallet,
  transferBetweenWallets,
} from './service.ts';

const tags = ['wallet'];
const VIEW = { access: { kind: 'user' as const, permission: 'wallet:view' as const } };
const OPERATE = { access: { kind: 'user' as const, permission: 'wallet:operate' as const } };

export const walletMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  app.post(
    '/wallet/list.json',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Balances of every currency wallet',
        response: { 200: zSuccessEnvelope(ZWalletList) },
      },
    },
    async (r) => ok(await listWallets(d, userOf(r).merchantId)),
  );
  app.post(
    '/wallet/open.json',
    {
      config: OPERATE,
      schema: { tags, body: ZOpenWalletRequest, response: { 200: zSuccessEnvelope(ZWalletList) } },
    },
    async (r) => ok(await openCurrencyWallet(d, userOf(r), r.body.currency, clientOf(r))),
  );
  app.post(
    '/wallet/details.json',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Fund details: movements of available balances',
        body: ZFundDetailQuery,
        response: { 200: zSuccessEnvelope(ZFundDetailPage) },
      },
    },
    async (r) => ok(await listFundDetails(d, userOf(r).merchantId, r.body)),
  );
  app.post(
    '/wallet/daily.json',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Daily inflow, outflow and closing balance of one wallet (UTC days, at most 366)',
        body: ZFundDailyQuery,
        response: { 200: zSuccessEnvelope(ZFundDaily) },
      },
    },
    async (r) => ok(await dailyFundSummary(d, userOf(r).merchantId, r.body)),
  );
  app.post(
    '/wallet/transfer/payee.json',
    {
      config: OPERATE,
      schema: {
        tags,
        summary: 'Who a wallet transfer goes to (masked name)',
        body: ZTransferPayeeRequest,
        response: { 200: zSuccessEnvelope(ZTransferPayee) },
      },
    },
    async (r) => ok(await lookupPayee(d, userOf(r), r.body.payeeAccount)),
  );
  app.post(
    '/wallet/transfer.json',
    {
      config: {
        access: { kind: 'user', permission: 'wallet:operate', movesMoney: true },
        idempotent: true,
      },
      schema: {
        tags,
        summary: 'Wallet transfer to another merchant, same currency (Idempotency-Key required)',
        body: ZWalletTransferRequest,
        response: { 200: zSuccessEnvelope(ZWalletTransfer) },
      },
    },
    async (r) =>
      ok(await transferBetweenWallets(d, userOf(r), r.body, idempotencyOf(r), clientWithZoneOf(r))),
  );
};

export const walletOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ledger/verify.json',
    {
      config: { access: { kind: 'operator', permission: 'verifyLedger' } },
      schema: {
        tags: ['ledger'],
        summary: 'Check the ledger invariants now',
        response: { 200: zSuccessEnvelope(ZLedgerVerification) },
      },
    },
    async () => ok({ checkedAt: new Date().toISOString(), checks: await verifyLedger(app.db) }),
  );
  app.post(
    '/sandbox/credit.json',
    {
      config: { access: { kind: 'operator', permission: 'sandboxCredit' }, idempotent: true },
      schema: {
        tags,
        summary: 'Credit a merchant wallet from the sandbox bank (Idempotency-Key required)',
        body: ZSandboxCreditRequest,
        response: { 200: zSuccessEnvelope(ZWalletList) },
      },
    },
    async (r) =>
      ok(await creditFromSandbox(app.deps, operatorOf(r), r.body, idempotencyOf(r), clientOf(r))),
  );
  app.post(
    '/merchants/wallets.json',
    {
      config: { access: { kind: 'operator', permission: 'viewWallets' } },
      schema: {
        tags,
        body: ZOpenWalletRequest.pick({}).extend({
          merchantId: ZSandboxCreditRequest.shape.merchantId,
        }),
        response: { 200: zSuccessEnvelope(ZWalletList) },
      },
    },
    async (r) => ok(await listWallets(app.deps, r.body.merchantId)),
  );
};
