// The catalogue of the API: every operation by area (contracts/<area>.ts ends with its <area>Api).
// The server registers its routes from these, a test holds the registered routes to the catalogue,
// and OpenAPI names each operation by its id here ("wallet.transfer").
import { agreementApi } from './agreement.ts';
import { auditApi } from './audit.ts';
import { certificationApi } from './certification.ts';
import { collectionApi } from './collection.ts';
import { contractApi } from './contract.ts';
import { documentsApi } from './documents.ts';
import { exchangeApi } from './exchange.ts';
import { downloadApi } from './download.ts';
import { identityApi } from './identity.ts';
import { jobsApi } from './jobs.ts';
import { merchantsApi } from './merchants.ts';
import { noticeApi } from './notice.ts';
import type { Operation } from './operation.ts';
import { operatorsApi } from './operators.ts';
import { payeeApi } from './payee.ts';
import { payoutApi } from './payout.ts';
import { payoutBatchApi } from './payout-batch.ts';
import { quotaApi } from './quota.ts';
import { ratesApi } from './rates.ts';
import { securityApi } from './security.ts';
import { settingsApi } from './settings.ts';
import { shopApi } from './shop.ts';
import { teamApi } from './team.ts';
import { walletApi } from './wallet.ts';

export const API_CATALOGUE = {
  agreement: agreementApi,
  audit: auditApi,
  certification: certificationApi,
  collection: collectionApi,
  contract: contractApi,
  documents: documentsApi,
  download: downloadApi,
  exchange: exchangeApi,
  identity: identityApi,
  jobs: jobsApi,
  merchants: merchantsApi,
  notice: noticeApi,
  operators: operatorsApi,
  payee: payeeApi,
  payout: payoutApi,
  payoutBatch: payoutBatchApi,
  quota: quotaApi,
  rates: ratesApi,
  security: securityApi,
  settings: settingsApi,
  shop: shopApi,
  team: teamApi,
  wallet: walletApi,
} satisfies Record<string, Record<string, Operation>>;

const ids = new Map<Operation, string>(
  Object.entries(API_CATALOGUE).flatMap(([area, operations]) =>
    Object.entries(operations as Record<string, Operation>).map(
      ([name, op]) => [op, `${area}.${name}`] as const,
    ),
  ),
);

/** Every operation of the catalogue with its id ("wallet.transfer"). */
export const catalogueOperations = (): { id: string; op: Operation }[] =>
  [...ids].map(([op, id]) => ({ id, op }));

/** The id of an operation of the catalogue ("wallet.transfer"); undefined for one outside it. */
export const operationIdOf = (op: Operation): string | undefined => ids.get(op);
