// The contract module's tables (Drizzle); drizzle.config.ts reads every module's schema.ts.
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { collections } from '../collection/schema.ts';
import { files } from '../../../platform/db/schema.ts';
import { merchantRef, reviewFields } from '../../../platform/db/merchant-columns.ts';
import {
  createdAt,
  instant,
  money,
  refTo,
  storyTable,
  timestamps,
  uuidKey,
  version,
} from '../../../platform/db/columns.ts';

export const tradeContractRecordNo = pgSequence('trade_contract_record_no');

export const tradeContracts = pgTable(
  'trade_contracts',
  {
    id: uuidKey(),
    /** "TC", the UTC day and 8 digits of the sequence: TC2026112600000042. */
    recordNo: text('record_no')
      .notNull()
      .unique()
      .default(
        sql`('TC' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('trade_contract_record_no')::text, 8, '0'))`,
      ),
    merchantId: merchantRef(),
    /** ContractState. */
    state: smallint('state').notNull(),
    version: version(),
    contractNo: text('contract_no').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCountry: text('buyer_country').notNull(),
    /** TradeType. */
    tradeType: smallint('trade_type').notNull(),
    /** ContractType. */
    contractType: text('contract_type').notNull(),
    tradingCountries: jsonb('trading_countries').notNull(),
    tradingParty: text('trading_party').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    contractFileId: refTo('contract_file_id', () => files.id),
    hasPi: boolean('has_pi').notNull().default(false),
    piFileId: uuid('pi_file_id').references(() => files.id),
    ...reviewFields(),
    ...timestamps(),
  },
  (t) => [
    index('trade_contracts_merchant_idx').on(t.merchantId, t.createdAt),
    index('trade_contracts_queue_idx').on(t.state, t.updatedAt),
  ],
);

export const tradeContractEvents = storyTable(
  'trade_contract_events',
  'contractId',
  'contract_id',
  () => tradeContracts.id,
);

/** A goods order under a contract; amounts exact: quantity ×10³, unit price ×10⁴, total in minor units. */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: uuidKey(),
    merchantId: merchantRef(),
    contractId: refTo('contract_id', () => tradeContracts.id),
    version: version(),
    orderNo: text('order_no').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    origin: text('origin').notNull(),
    category: text('category').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    total: money('total'),
    /** What of the total covers collections (sum of its associations). */
    associated: bigint('associated', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    logisticsProvider: text('logistics_provider').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    payer: text('payer').notNull(),
    orderedAt: instant('ordered_at').notNull(),
    /** ShipmentState. */
    shipment: smallint('shipment').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('trade_orders_order_no_key').on(t.merchantId, t.orderNo),
    index('trade_orders_contract_idx').on(t.contractId, t.orderedAt),
    index('trade_orders_merchant_idx').on(t.merchantId, t.orderedAt),
  ],
);

/** What of an order covers a collection (spec "trade order association"). */
export const tradeOrderCollections = pgTable(
  'trade_order_collections',
  {
    collectionId: refTo('collection_id', () => collections.id),
    orderId: refTo('order_id', () => tradeOrders.id),
    merchantId: merchantRef(),
    /** Minor units of the collection's currency. */
    amount: money('amount'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.orderId] }),
    index('trade_order_collections_order_idx').on(t.orderId),
  ],
);
