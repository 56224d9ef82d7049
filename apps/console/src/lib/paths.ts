// Every path of the console in one typed registry. Screens link with these, never with literals.
export const paths = {
  home: '/',
  login: '/login',
  merchants: '/merchants',
  merchantDetail: '/merchants/:merchantId',
  renewals: '/renewals',
  certification: '/certification',
  certificationCase: '/certification/:caseId',
  collectionAccounts: '/collection/accounts',
  collectionAccount: '/collection/accounts/:accountId',
  collections: '/collection/collections',
  collection: '/collection/collections/:collectionId',
  bankFiles: '/collection/bank-files',
  bankMovements: '/collection/bank-movements',
  importExceptions: '/collection/exceptions',
  screening: '/collection/screening',
  contracts: '/contracts',
  contract: '/contracts/:contractId',
  shops: '/shops',
  shop: '/shops/:shopId',
  payees: '/payees',
  payee: '/payees/:payeeId',
  exchangePosition: '/exchange/position',
  exchangeOrders: '/exchange/orders',
  exchangePricing: '/exchange/pricing',
  payouts: '/payouts',
  payout: '/payouts/:orderNo',
  payoutReconciliation: '/payouts/reconciliation',
  payoutStatusReports: '/payouts/status-reports',
  payoutHours: '/payouts/hours',
  quotas: '/quotas',
  quota: '/quotas/:quotaNo',
  ledgerCheck: '/ledger-check',
  referenceRates: '/reference-rates',
  announcements: '/announcements',
  jobs: '/jobs',
  operators: '/operators',
  audit: '/audit',
  exception: {
    403: '/403',
    404: '/404',
    405: '/405',
    500: '/500',
  },
} as const;

export const merchantDetailPath = (merchantId: string) =>
  paths.merchantDetail.replace(':merchantId', encodeURIComponent(merchantId));

export const certificationCasePath = (caseId: string) =>
  paths.certificationCase.replace(':caseId', encodeURIComponent(caseId));

export const collectionAccountPath = (accountId: string) =>
  paths.collectionAccount.replace(':accountId', encodeURIComponent(accountId));

export const collectionPath = (collectionId: string) =>
  paths.collection.replace(':collectionId', encodeURIComponent(collectionId));

export const contractPath = (contractId: string) =>
  paths.contract.replace(':contractId', encodeURIComponent(contractId));

export const shopPath = (shopId: string) =>
  paths.shop.replace(':shopId', encodeURIComponent(shopId));

export const payeePath = (payeeId: string) =>
  paths.payee.replace(':payeeId', encodeURIComponent(payeeId));

/** The bank movements of one bank file. */
export const bankMovementsOfFilePath = (bankFileId: string) =>
  `${paths.bankMovements}?${new URLSearchParams({ file: bankFileId }).toString()}`;

export const payoutPath = (orderNo: string) =>
  paths.payout.replace(':orderNo', encodeURIComponent(orderNo));

/** The payouts list showing the orders of one batch. */
export const payoutsOfBatchPath = (batchNo: string) =>
  `${paths.payouts}?${new URLSearchParams({ batchNo }).toString()}`;

export const quotaPath = (quotaNo: string) =>
  paths.quota.replace(':quotaNo', encodeURIComponent(quotaNo));

/** The rail and reconciliation of one UTC day (none: today). */
export const payoutReconciliationPath = (date?: string) =>
  date ? `${paths.payoutReconciliation}?date=${date}` : paths.payoutReconciliation;

/** The exchanges list with some of its filters set (the position links to the queue, to today's). */
export const exchangeOrdersPath = (
  filters: {
    tab?: 'all' | 'review';
    today?: boolean;
    state?: number;
    sell?: string;
    buy?: string;
  } = {},
) => {
  const params = new URLSearchParams();
  if (filters.tab && filters.tab !== 'all') params.set('tab', filters.tab);
  if (filters.state !== undefined) params.set('state', String(filters.state));
  if (filters.sell) params.set('sell', filters.sell);
  if (filters.buy) params.set('buy', filters.buy);
  if (filters.today) params.set('today', '1');
  const query = params.toString();
  return query ? `${paths.exchangeOrders}?${query}` : paths.exchangeOrders;
};
