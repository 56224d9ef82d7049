// Payees as the add form describes them, for the suites that need one: contracts' examples.
import { HK_CARD_PAYEE, US_SUPPLIER_PAYEE } from '@tradebridge/contracts/examples';

/** A Hong Kong service provider's card (HKD). */
export const hkCard = (extra: object = {}) => ({ ...HK_CARD_PAYEE, ...extra });

/** A US supplier's bank account (USD); `extra` adds fields or replaces these. */
export const usSupplier = (extra: object = {}) => ({ ...US_SUPPLIER_PAYEE, ...extra });
