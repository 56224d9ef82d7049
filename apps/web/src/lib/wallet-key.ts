// The query-key prefix of the wallet's balances and movements (features/wallet). A screen that
// moves money in another area (an exchange) refreshes the balances through it without importing
// the wallet feature.
export const WALLET_KEY = ['wallet'] as const;
