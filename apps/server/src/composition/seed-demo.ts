// The demo seed (never in production): the logins the README shows, so anyone can try the
// product at once, and their wallets' money (today's opening credits, or on request 90 days of
// history). Idempotent: each row is created only when its natural key is missing, the money only
// into wallets that hold nothing yet.
// Everything is written through the modules that own it.
import {
  ALL_PERMISSIONS,
  AccountState,
  AgreementState,
  CapitalAccountType,
  type Currency,
  IdType,
  MemberState,
  OperatorRole,
  PlatformAccount,
} from '@tradebridge/contracts';
import {
  addInviteCode,
  createUser,
  findMainUserId,
  hasUserWithAccount,
  parseAccount,
  type NewUser,
} from '../modules/core/identity/index.ts';
import { entryExists, merchantBalances, postEntry } from '../modules/core/ledger/index.ts';
import {
  createMerchant,
  findMerchantByMerNo,
  type NewMerchant,
} from '../modules/core/merchants/index.ts';
import { seedDemoReferenceRates } from '../modules/core/rates/index.ts';
import { hashPassword } from '../platform/crypto.ts';
import type { Database } from '../platform/db/client.ts';
import { hasDocuments, insertDocuments } from '../modules/services/documents/index.ts';
import { findOperatorByEmail, insertOperator } from '../modules/core/operators/index.ts';
import { HISTORY_MARK, postDemoHistory, type HistoryParties } from './seed-demo-history.ts';

export const DEMO_PASSWORD = 'Tradebridge1';

export const DEMO = {
  merchant: { email: 'demo@tradebridge.dev', merNo: 'M100000001', name: 'Demo Trading Co., Ltd.' },
  member: { email: 'member@tradebridge.dev', name: 'Mia Member' },
  buyer: { email: 'buyer@tradebridge.dev', merNo: 'M100000002', name: 'Buyer Supplies Ltd.' },
  admin: { email: 'admin@tradebridge.dev', name: 'Ada Admin' },
  managers: [
    { email: 'li.wei@tradebridge.dev', name: 'Li Wei', phone: '+86 21 6000 1001' },
    { email: 'olga.ivanova@tradebridge.dev', name: 'Olga Ivanova', phone: '+7 495 600 1002' },
  ],
  inviteCode: { code: 'TRADE2026', channelNo: 'CH-DEMO' },
} as const;

/** The member may see everything except the wallet, and operate nothing but payees. */
export const DEMO_MEMBER_PERMISSIONS = ALL_PERMISSIONS.filter(
  (id) => !id.startsWith('wallet:') && (id.endsWith(':view') || id === 'payee:operate'),
);

const bothAgreementsAccepted = [
  { bizFlag: 'b2b', agreementState: AgreementState.Accepted },
  { bizFlag: 'b2c', agreementState: AgreementState.Accepted },
];
/** The buyer's b2c fee confirmation stays pending, so its home page shows one to accept. */
const b2cAgreementPending = [
  { bizFlag: 'b2b', agreementState: AgreementState.Accepted },
  { bizFlag: 'b2c', agreementState: AgreementState.Pending },
];

export type SeedDemoOptions = {
  /** The demo wallets' 90-day history instead of today's opening credits (seed-demo-history.ts). */
  history?: boolean;
};

export const seedDemo = async ({ db }: Database, options: SeedDemoOptions = {}) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const operatorId = async (
    email: string,
    values: Omit<Parameters<typeof insertOperator>[1], 'email' | 'passwordHash'>,
  ) =>
    (
      (await findOperatorByEmail(db, email)) ??
      (await insertOperator(db, { email, passwordHash, ...values }))
    ).id;
  await operatorId(DEMO.admin.email, { name: DEMO.admin.name, role: OperatorRole.Admin });
  const managerIds: string[] = [];
  for (const m of DEMO.managers) {
    managerIds.push(
      await operatorId(m.email, {
        name: m.name,
        phone: m.phone,
        role: OperatorRole.AccountManager,
      }),
    );
  }

  const merchantId = async (merNo: string, values: Omit<NewMerchant, 'merNo'>) =>
    ((await findMerchantByMerNo(db, merNo)) ?? (await createMerchant(db, { merNo, ...values }))).id;
  const demoId = await merchantId(DEMO.merchant.merNo, {
    name: DEMO.merchant.name,
    state: AccountState.Normal,
    entityType: 'b',
    country: 'CN',
    bizList: bothAgreementsAccepted,
    accountManagerId: managerIds[0] ?? null,
  });
  const buyerId = await merchantId(DEMO.buyer.merNo, {
    name: DEMO.buyer.name,
    state: AccountState.Normal,
    entityType: 'b',
    country: 'HK',
    bizList: b2cAgreementPending,
    accountManagerId: managerIds[1] ?? null,
  });

  const user = async (
    email: string,
    values: Omit<NewUser, 'email' | 'passwordHash' | 'accountNo'>,
    accountNo: string,
  ) => {
    if (await hasUserWithAccount(db, parseAccount(email)!)) return;
    await createUser(db, { email, passwordHash, accountNo, ...values });
  };
  await user(
    DEMO.merchant.email,
    {
      merchantId: demoId,
      name: 'Demo Admin',
      adminFlag: true,
      state: MemberState.Normal,
      authIds: ALL_PERMISSIONS,
    },
    'U100000001',
  );
  await user(
    DEMO.member.email,
    {
      merchantId: demoId,
      name: DEMO.member.name,
      adminFlag: false,
      state: MemberState.Normal,
      authIds: DEMO_MEMBER_PERMISSIONS,
    },
    'U100000002',
  );
  await user(
    DEMO.buyer.email,
    {
      merchantId: buyerId,
      name: 'Buyer Admin',
      adminFlag: true,
      state: MemberState.Normal,
      authIds: ALL_PERMISSIONS,
    },
    'U100000003',
  );

  await addInviteCode(db, DEMO.inviteCode);
  await seedDemoReferenceRates(db, new Date());

  // Identity documents of the demo merchant's people: one expiring soon, one already expired, so
  // the document-expiry screens have something to renew.
  if (!(await hasDocuments(db, demoId))) {
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await insertDocuments(db, [
      {
        merchantId: demoId,
        idType: IdType.MainlandIdCard,
        holderName: 'Zhang Wei',
        idNumber: '310101198001011234',
        expiresOn: inDays(20),
      },
      {
        merchantId: demoId,
        idType: IdType.Passport,
        holderName: 'Chen Jing',
        idNumber: 'E12345678',
        expiresOn: inDays(-3),
      },
      {
        merchantId: demoId,
        idType: IdType.BusinessLicence,
        holderName: DEMO.merchant.name,
        idNumber: '91310000MA1FL0X123',
        expiresOn: inDays(900),
      },
    ]);
  }

  // The demo wallets' money, once, and only into wallets that hold nothing yet: the 90-day history
  // when asked for (npm start, the e2e server), else today's opening credits from the sandbox bank
  // (the tests' lean seed). The demo merchant's balances end the same either way.
  const isFunded =
    (await merchantBalances(db, demoId)).length > 0 ||
    (await merchantBalances(db, buyerId)).length > 0;
  if (!isFunded && options.history) {
    const mainUser = async (merchantId: string) => (await findMainUserId(db, merchantId))!;
    const parties: HistoryParties = {
      demo: { id: demoId, name: DEMO.merchant.name, userId: await mainUser(demoId) },
      buyer: { id: buyerId, name: DEMO.buyer.name, userId: await mainUser(buyerId) },
    };
    await db.transaction((tx) => postDemoHistory(tx, parties));
  } else if (!isFunded) {
    // Each from a customer of that currency's market, with no note: seeded data carries no words
    // of ours, which would read in English on a Chinese or Russian screen.
    const credits: [string, string, Currency, bigint, string, string][] = [
      [demoId, 'demo', 'USD', 125_000_00n, 'Northwind Traders Inc.', 'US'],
      [demoId, 'demo', 'EUR', 48_250_00n, 'Hamburg Import GmbH', 'DE'],
      [demoId, 'demo', 'CNY', 350_000_00n, '上海华信贸易有限公司', 'CN'],
      [demoId, 'demo', 'HKD', 80_000_00n, 'Kowloon Bay Logistics Ltd.', 'HK'],
      [buyerId, 'buyer', 'USD', 20_000_00n, 'Pacific Rim Imports LLC', 'US'],
    ];
    await db.transaction(async (tx) => {
      for (const [merchantId, who, currency, amount, payer, payerCountry] of credits) {
        await postEntry(tx, {
          reference: `seed:${who}:${currency}`,
          causedBy: 'system:demo-seed',
          memo: { kind: 'sandboxCredit', payer, payerCountry, note: '' },
          postings: [
            { account: { platform: PlatformAccount.BankClearing, currency }, amount: -amount },
            { account: { merchantId, currency, type: CapitalAccountType.Available }, amount },
          ],
        });
      }
    });
  }
  // Whether the demo wallets hold the history (a database funded before it was asked for does not).
  return { hasHistory: await entryExists(db, HISTORY_MARK) };
};
