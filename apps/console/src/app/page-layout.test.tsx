// Every screen of the menu in the one page layout (PageContainer): one h1 title at the top, the
// primary action in the header's action area, the table under the header.
import {
  auditApi,
  certificationApi,
  collectionApi,
  contractApi,
  CURRENCY_CODES,
  DEFAULT_SERVICE_HOURS,
  DEFAULT_TRADING_WINDOW,
  documentsApi,
  exchangeApi,
  jobsApi,
  merchantsApi,
  noticeApi,
  OperatorRole,
  operatorsApi,
  payeeApi,
  payoutApi,
  quotaApi,
  ratesApi,
  shopApi,
  type ReferenceRates,
} from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import enMenu from '../locales/en-US/menu.json';
import { cleanUp, renderApp } from '../test/render-app.tsx';
import { MENU, type MenuKey } from './menu.ts';

afterEach(cleanUp);

const emptyPage = () => ({ result: { list: [], total: 0, pageNum: 1, pageSize: 20 } });
const api = [
  on(merchantsApi.list, emptyPage),
  on(documentsApi.listRenewals, emptyPage),
  on(certificationApi.listCases, emptyPage),
  on(collectionApi.opsListAccounts, emptyPage),
  on(collectionApi.opsListCollections, emptyPage),
  on(collectionApi.listBankFiles, emptyPage),
  on(collectionApi.listExceptions, emptyPage),
  on(contractApi.opsList, emptyPage),
  on(shopApi.opsList, emptyPage),
  on(payeeApi.opsList, emptyPage),
  on(payoutApi.opsList, emptyPage),
  on(quotaApi.opsList, emptyPage),
  on(payoutApi.serviceHours, () => ({ result: DEFAULT_SERVICE_HOURS })),
  on(payoutApi.reconciliation, ({ date }) => ({
    result: { date, files: [], lines: [], totals: [], breaks: 0, unanswered: 0 },
  })),
  on(exchangeApi.opsList, emptyPage),
  on(exchangeApi.opsPosition, () => ({
    result: {
      currencies: [],
      netUsd: '0.00',
      today: [],
      pendingReview: 0,
      referenceAsOf: '2026-11-20T00:00:00.000Z',
    },
  })),
  on(exchangeApi.config, () => ({
    result: {
      rules: [],
      window: DEFAULT_TRADING_WINDOW,
      provider: 'offline',
      agreementBp: { b2b: 30, b2c: 50 },
    },
  })),
  on(collectionApi.screening, () => ({
    result: {
      sanctionedCountries: ['KP'],
      holdIndividualPayers: true,
      materialsFrom: '50000.00',
      reviewFrom: '10000.00',
      secondReviewFrom: '30000.00',
    },
  })),
  on(noticeApi.listAnnouncements, emptyPage),
  on(auditApi.list, emptyPage),
  on(jobsApi.list, emptyPage),
  on(operatorsApi.list, () => ({ result: { list: [] } })),
  on(ratesApi.opsReference, () => ({
    result: {
      base: 'USD',
      asOf: '2026-11-20T00:00:00.000Z',
      source: '',
      updatedBy: null,
      perUsd: Object.fromEntries(
        CURRENCY_CODES.map((code) => [code, '1']),
      ) as ReferenceRates['perUsd'],
    },
  })),
];

/** The primary action an admin finds on the right of the title; the other screens have none. */
const PRIMARY_ACTIONS: Partial<Record<MenuKey, string>> = {
  bankFiles: 'bank-file-upload',
  ledgerCheck: 'ledger-run',
  exchangePricing: 'rule-add',
  payoutReconciliation: 'reconciliation-download',
  payoutStatusReports: 'status-report-upload',
  referenceRates: 'rates-edit',
  announcements: 'announcement-new',
  operators: 'create-operator',
};

/** The screens whose content is a table (the ledger check shows its checks instead). */
const TABLES: Partial<Record<MenuKey, string>> = {
  merchants: 'merchants-table',
  renewals: 'renewals-table',
  certification: 'cases-table',
  collectionAccounts: 'accounts-table',
  collections: 'collections-table',
  contracts: 'contracts-table',
  shops: 'shops-table',
  payees: 'payees-table',
  bankFiles: 'bank-files-table',
  bankMovements: 'bank-movements-table',
  importExceptions: 'exceptions-table',
  fxPosition: 'position-table',
  exchanges: 'exchanges-table',
  exchangePricing: 'rules-table',
  payoutOrders: 'payouts-table',
  quotas: 'quotas-table',
  payoutReconciliation: 'reconciliation-lines-table',
  referenceRates: 'rates-table',
  announcements: 'announcements-table',
  operators: 'operators-table',
  audit: 'audit-table',
  jobs: 'jobs-table',
};

describe('page layout', { timeout: 40_000 }, () => {
  it.each(MENU.map((entry) => [entry.name, entry.path] as const))(
    '%s: title, primary action and table in the page container',
    async (name, path) => {
      renderApp(path, { language: 'en-US', as: OperatorRole.Admin, api });
      const header = await screen.findByTestId('page-header', {}, { timeout: 10_000 });
      const main = screen.getByTestId('main-content');

      // One title, the page's h1, in the header; no heading of the page's own besides it.
      const title = within(header).getByRole('heading', { level: 1 });
      expect(title.textContent).not.toBe('');
      expect(main.querySelectorAll('h1')).toHaveLength(1);
      expect(main.querySelectorAll('h4')).toHaveLength(0);
      expect(screen.getAllByTestId('page-header')).toHaveLength(1);

      const action = PRIMARY_ACTIONS[name];
      if (action) {
        const button = await within(header).findByTestId(action, {}, { timeout: 5_000 });
        expect(screen.getByTestId('page-actions').contains(button)).toBe(true);
        expect(button.className).toContain('ant-btn-primary');
      } else {
        expect(screen.queryByTestId('page-actions')).toBeNull();
      }

      const table = TABLES[name];
      if (table) {
        const element = await screen.findByTestId(table, {}, { timeout: 5_000 });
        expect(header.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }
      // The menu names the screen as its title does (or as its start).
      expect(title.textContent).toContain(enMenu[name].split(' ')[0]);
    },
  );
});
