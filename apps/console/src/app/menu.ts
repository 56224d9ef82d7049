// The console's side menu. An entry's `name` is its i18n key in locales/<lang>/menu.json and the
// title of its route; `roles` lists who sees it (absent: every operator) and the route refuses
// everyone else with the 403 page. Entries of one `group` fold under the group's heading (also a
// key of menu.json), which an operator sees when they see one of its entries.
import {
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  ClockCircleOutlined,
  ContactsOutlined,
  DiffOutlined,
  FileProtectOutlined,
  FileSyncOutlined,
  FilterOutlined,
  FundOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  SendOutlined,
  ScheduleOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SlidersOutlined,
  StockOutlined,
  SwapOutlined,
  TeamOutlined,
  TransactionOutlined,
  UnorderedListOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { OperatorRole } from '@tradebridge/contracts';
import type { ComponentType } from 'react';
import type zhCNMenu from '../locales/zh-CN/menu.json';
import { ACCESS, allows } from '../lib/access.ts';
import { paths } from '../lib/paths.ts';

export type MenuKey = keyof typeof zhCNMenu;

/** A lazily loaded screen module (route-level code splitting). */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** The headings entries fold under, with their icons. */
export const MENU_GROUPS = {
  globalAccounts: { icon: GlobalOutlined },
  exchange: { icon: SwapOutlined },
  payouts: { icon: SendOutlined },
} as const satisfies Partial<Record<MenuKey, { icon: ComponentType }>>;
export type MenuGroup = keyof typeof MENU_GROUPS;

export type MenuEntry = {
  name: MenuKey;
  path: string;
  icon: ComponentType;
  roles?: readonly OperatorRole[];
  screen: ScreenModule;
  group?: MenuGroup;
};

export const MENU: readonly MenuEntry[] = [
  {
    name: 'merchants',
    path: paths.merchants,
    icon: ShopOutlined,
    screen: () =>
      import('../features/merchants/components/merchants-screen.tsx').then((m) => ({
        Component: m.MerchantsScreen,
      })),
  },
  {
    name: 'renewals',
    path: paths.renewals,
    icon: IdcardOutlined,
    roles: ACCESS.reviewRenewals,
    screen: () =>
      import('../features/documents/components/renewals-screen.tsx').then((m) => ({
        Component: m.RenewalsScreen,
      })),
  },
  {
    name: 'certification',
    path: paths.certification,
    icon: SafetyCertificateOutlined,
    roles: ACCESS.reviewCertification,
    screen: () =>
      import('../features/certification/components/cases-screen.tsx').then((m) => ({
        Component: m.CasesScreen,
      })),
  },
  {
    // Global accounts: account applications, collections, trade contracts, shops, payees, bank
    // files, import exceptions and the screening settings. Finance imports bank files; admin and
    // reviewers decide.
    name: 'collectionAccounts',
    group: 'globalAccounts',
    path: paths.collectionAccounts,
    icon: BankOutlined,
    roles: ACCESS.viewCollections,
    screen: () =>
      import('../features/collection/components/accounts-screen.tsx').then((m) => ({
        Component: m.AccountsScreen,
      })),
  },
  {
    name: 'collections',
    group: 'globalAccounts',
    path: paths.collections,
    icon: MoneyCollectOutlined,
    roles: ACCESS.viewCollections,
    screen: () =>
      import('../features/collection/components/collections-screen.tsx').then((m) => ({
        Component: m.CollectionsScreen,
      })),
  },
  {
    // Trade contracts and shops, as in the merchant's menu (spec §2: the global account group);
    // their orders cover collections and their payouts go to collection accounts.
    name: 'contracts',
    group: 'globalAccounts',
    path: paths.contracts,
    icon: FileProtectOutlined,
    roles: ACCESS.reviewContracts,
    screen: () =>
      import('../features/contract/components/contracts-screen.tsx').then((m) => ({
        Component: m.ContractsScreen,
      })),
  },
  {
    name: 'shops',
    group: 'globalAccounts',
    path: paths.shops,
    icon: ShoppingOutlined,
    roles: ACCESS.reviewShops,
    screen: () =>
      import('../features/shop/components/shops-screen.tsx').then((m) => ({
        Component: m.ShopsScreen,
      })),
  },
  {
    // Payees: the bank accounts and Visa cards merchants pay and withdraw to, reviewed as shops
    // are before money may go to them.
    name: 'payees',
    group: 'globalAccounts',
    path: paths.payees,
    icon: ContactsOutlined,
    roles: ACCESS.reviewPayees,
    screen: () =>
      import('../features/payee/components/payees-screen.tsx').then((m) => ({
        Component: m.PayeesScreen,
      })),
  },
  {
    name: 'bankFiles',
    group: 'globalAccounts',
    path: paths.bankFiles,
    icon: FileSyncOutlined,
    roles: ACCESS.importBankFiles,
    screen: () =>
      import('../features/collection/components/bank-files-screen.tsx').then((m) => ({
        Component: m.BankFilesScreen,
      })),
  },
  {
    // What bank files said that is not a collection: expected funds, notices, debits, reversals.
    name: 'bankMovements',
    group: 'globalAccounts',
    path: paths.bankMovements,
    icon: ProfileOutlined,
    roles: ACCESS.importBankFiles,
    screen: () =>
      import('../features/collection/components/bank-movements-screen.tsx').then((m) => ({
        Component: m.BankMovementsScreen,
      })),
  },
  {
    name: 'importExceptions',
    group: 'globalAccounts',
    path: paths.importExceptions,
    icon: AlertOutlined,
    roles: ACCESS.importBankFiles,
    screen: () =>
      import('../features/collection/components/exceptions-screen.tsx').then((m) => ({
        Component: m.ExceptionsScreen,
      })),
  },
  {
    // Every role that sees collections reads the settings; only an admin changes them.
    name: 'screening',
    group: 'globalAccounts',
    path: paths.screening,
    icon: FilterOutlined,
    roles: ACCESS.viewCollections,
    screen: () =>
      import('../features/collection/components/screening-screen.tsx').then((m) => ({
        Component: m.ScreeningScreen,
      })),
  },
  {
    // Exchange: the platform's FX position, every merchant's exchanges with the review queue, and
    // the pricing (rules and trading window). Admin, reviewers and finance see them; reviewers
    // decide exchanges held for review, finance and admin change the pricing.
    name: 'fxPosition',
    group: 'exchange',
    path: paths.exchangePosition,
    icon: StockOutlined,
    roles: ACCESS.viewExchange,
    screen: () =>
      import('../features/exchange/components/position-screen.tsx').then((m) => ({
        Component: m.PositionScreen,
      })),
  },
  {
    name: 'exchanges',
    group: 'exchange',
    path: paths.exchangeOrders,
    icon: UnorderedListOutlined,
    roles: ACCESS.viewExchange,
    screen: () =>
      import('../features/exchange/components/orders-screen.tsx').then((m) => ({
        Component: m.OrdersScreen,
      })),
  },
  {
    name: 'exchangePricing',
    group: 'exchange',
    path: paths.exchangePricing,
    icon: SlidersOutlined,
    roles: ACCESS.viewExchange,
    screen: () =>
      import('../features/exchange/components/pricing-screen.tsx').then((m) => ({
        Component: m.PricingScreen,
      })),
  },
  {
    // Payouts: every merchant's withdrawals, transfers and fast transfers with the review queue
    // first, the settlement quotas payouts into mainland China draw on, the rail's files and their
    // daily reconciliation with the ledger, and the bank's service hours. Admin, reviewers and
    // finance see them; reviewers pass or refuse payouts under review, finance and admin change
    // the service hours.
    name: 'payoutOrders',
    group: 'payouts',
    path: paths.payouts,
    icon: WalletOutlined,
    roles: ACCESS.viewPayouts,
    screen: () =>
      import('../features/payout/components/payouts-screen.tsx').then((m) => ({
        Component: m.PayoutsScreen,
      })),
  },
  {
    // Settlement quotas: what merchants may pay into mainland China, by kind, amount and period.
    // Admin, reviewers and finance see the applications; reviewers approve or refuse them.
    name: 'quotas',
    group: 'payouts',
    path: paths.quotas,
    icon: FundOutlined,
    roles: ACCESS.viewQuotas,
    screen: () =>
      import('../features/quota/components/quotas-screen.tsx').then((m) => ({
        Component: m.QuotasScreen,
      })),
  },
  {
    name: 'payoutReconciliation',
    group: 'payouts',
    path: paths.payoutReconciliation,
    icon: DiffOutlined,
    roles: ACCESS.viewPayouts,
    screen: () =>
      import('../features/payout/components/reconciliation-screen.tsx').then((m) => ({
        Component: m.ReconciliationScreen,
      })),
  },
  {
    // A bank's pain.002 status reports uploaded by hand (the reports inbox takes the others).
    name: 'payoutStatusReports',
    group: 'payouts',
    path: paths.payoutStatusReports,
    icon: FileSyncOutlined,
    roles: ACCESS.importBankFiles,
    screen: () =>
      import('../features/payout/components/status-reports-screen.tsx').then((m) => ({
        Component: m.StatusReportsScreen,
      })),
  },
  {
    name: 'payoutHours',
    group: 'payouts',
    path: paths.payoutHours,
    icon: ClockCircleOutlined,
    roles: ACCESS.viewPayouts,
    screen: () =>
      import('../features/payout/components/hours-screen.tsx').then((m) => ({
        Component: m.HoursScreen,
      })),
  },
  {
    name: 'ledgerCheck',
    path: paths.ledgerCheck,
    icon: ReconciliationOutlined,
    roles: ACCESS.verifyLedger,
    screen: () =>
      import('../features/ledger/components/ledger-check-screen.tsx').then((m) => ({
        Component: m.LedgerCheckScreen,
      })),
  },
  {
    // Every operator reads the rates; admin and finance change them on the screen.
    name: 'referenceRates',
    path: paths.referenceRates,
    icon: TransactionOutlined,
    screen: () =>
      import('../features/rates/components/reference-rates-screen.tsx').then((m) => ({
        Component: m.ReferenceRatesScreen,
      })),
  },
  {
    // Every operator reads the announcements; admin and account managers write and withdraw them.
    name: 'announcements',
    path: paths.announcements,
    icon: NotificationOutlined,
    screen: () =>
      import('../features/notice/components/announcements-screen.tsx').then((m) => ({
        Component: m.AnnouncementsScreen,
      })),
  },
  {
    name: 'operators',
    path: paths.operators,
    icon: TeamOutlined,
    roles: ACCESS.manageOperators,
    screen: () =>
      import('../features/operators/components/operators-screen.tsx').then((m) => ({
        Component: m.OperatorsScreen,
      })),
  },
  {
    name: 'audit',
    path: paths.audit,
    icon: AuditOutlined,
    roles: ACCESS.readAudit,
    screen: () =>
      import('../features/audit/components/audit-screen.tsx').then((m) => ({
        Component: m.AuditScreen,
      })),
  },
  {
    // Every operator watches the background jobs; only an admin retries a dead one.
    name: 'jobs',
    path: paths.jobs,
    icon: ScheduleOutlined,
    screen: () =>
      import('../features/jobs/components/jobs-screen.tsx').then((m) => ({
        Component: m.JobsScreen,
      })),
  },
];

/** The entries an operator of this role sees, in menu order. */
export const menuFor = (role: OperatorRole, menu: readonly MenuEntry[] = MENU): MenuEntry[] =>
  menu.filter((entry) => allows(role, entry.roles));

/** Home is the first entry the role sees (every role sees the merchants). */
export const homePathFor = (role: OperatorRole, menu: readonly MenuEntry[] = MENU): string =>
  menuFor(role, menu)[0]?.path ?? paths.exception[403];

/**
 * The menu entry a path belongs to (a detail page belongs to its list); the longest path that
 * holds it, as one entry's path may sit under another's (/payouts/reconciliation under /payouts).
 */
export const entryOf = (
  pathname: string,
  menu: readonly MenuEntry[] = MENU,
): MenuEntry | undefined =>
  menu
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .reduce<MenuEntry | undefined>(
      (best, entry) => (!best || entry.path.length > best.path.length ? entry : best),
      undefined,
    );
