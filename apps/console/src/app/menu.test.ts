import { OPERATOR_ROLES, OperatorRole } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { entryOf, homePathFor, MENU, menuFor } from './menu.ts';

describe('console menu', () => {
  it('has merchants, document renewals, certification, the global accounts (with trade contracts, shops and payees), exchange, payouts (with the settlement quotas), the ledger check, reference rates, announcements, operators, the audit log and background jobs, in that order', () => {
    expect(MENU.map((entry) => entry.path)).toEqual([
      '/merchants',
      '/renewals',
      '/certification',
      '/collection/accounts',
      '/collection/collections',
      '/contracts',
      '/shops',
      '/payees',
      '/collection/bank-files',
      '/collection/bank-movements',
      '/collection/exceptions',
      '/collection/screening',
      '/exchange/position',
      '/exchange/orders',
      '/exchange/pricing',
      '/payouts',
      '/quotas',
      '/payouts/reconciliation',
      '/payouts/status-reports',
      '/payouts/hours',
      '/ledger-check',
      '/reference-rates',
      '/announcements',
      '/operators',
      '/audit',
      '/jobs',
    ]);
  });

  it('shows each role the entries its role may open', () => {
    const visible = Object.fromEntries(
      OPERATOR_ROLES.map((role) => [role, menuFor(role).map((entry) => entry.name)]),
    );
    expect(visible).toEqual({
      admin: [
        'merchants',
        'renewals',
        'certification',
        'collectionAccounts',
        'collections',
        'contracts',
        'shops',
        'payees',
        'bankFiles',
        'bankMovements',
        'importExceptions',
        'screening',
        'fxPosition',
        'exchanges',
        'exchangePricing',
        'payoutOrders',
        'quotas',
        'payoutReconciliation',
        'payoutStatusReports',
        'payoutHours',
        'ledgerCheck',
        'referenceRates',
        'announcements',
        'operators',
        'audit',
        'jobs',
      ],
      reviewer: [
        'merchants',
        'renewals',
        'certification',
        'collectionAccounts',
        'collections',
        'contracts',
        'shops',
        'payees',
        'screening',
        'fxPosition',
        'exchanges',
        'exchangePricing',
        'payoutOrders',
        'quotas',
        'payoutReconciliation',
        'payoutHours',
        'referenceRates',
        'announcements',
        'audit',
        'jobs',
      ],
      finance: [
        'merchants',
        'collectionAccounts',
        'collections',
        'bankFiles',
        'bankMovements',
        'importExceptions',
        'screening',
        'fxPosition',
        'exchanges',
        'exchangePricing',
        'payoutOrders',
        'quotas',
        'payoutReconciliation',
        'payoutStatusReports',
        'payoutHours',
        'ledgerCheck',
        'referenceRates',
        'announcements',
        'jobs',
      ],
      manager: ['merchants', 'referenceRates', 'announcements', 'jobs'],
    });
  });

  it('folds the global accounts, trade contracts, shops and payees under one heading', () => {
    expect(MENU.filter((entry) => entry.group === 'globalAccounts').map((e) => e.name)).toEqual([
      'collectionAccounts',
      'collections',
      'contracts',
      'shops',
      'payees',
      'bankFiles',
      'bankMovements',
      'importExceptions',
      'screening',
    ]);
  });

  it('folds the FX position, the exchanges and their pricing under one heading', () => {
    expect(MENU.filter((entry) => entry.group === 'exchange').map((e) => e.name)).toEqual([
      'fxPosition',
      'exchanges',
      'exchangePricing',
    ]);
  });

  it('folds the payouts, the settlement quotas, the rail with its reconciliation and the service hours under one heading', () => {
    expect(MENU.filter((entry) => entry.group === 'payouts').map((e) => e.name)).toEqual([
      'payoutOrders',
      'quotas',
      'payoutReconciliation',
      'payoutStatusReports',
      'payoutHours',
    ]);
  });

  it('sends every role home to the merchants list', () => {
    for (const role of OPERATOR_ROLES) expect(homePathFor(role)).toBe('/merchants');
    expect(homePathFor(OperatorRole.Finance, [])).toBe('/403');
  });

  it('finds the entry of a detail path', () => {
    expect(entryOf('/merchants/abc')?.name).toBe('merchants');
    expect(entryOf('/merchantsx')).toBeUndefined();
    expect(entryOf('/certification/00000000-0000-4000-8000-000000000001')?.name).toBe(
      'certification',
    );
    expect(entryOf('/collection/accounts/00000000-0000-4000-8000-000000000001')?.name).toBe(
      'collectionAccounts',
    );
    expect(entryOf('/collection/collections/00000000-0000-4000-8000-000000000001')?.name).toBe(
      'collections',
    );
    expect(entryOf('/contracts/00000000-0000-4000-8000-000000000001')?.name).toBe('contracts');
    expect(entryOf('/shops/00000000-0000-4000-8000-000000000001')?.name).toBe('shops');
    expect(entryOf('/payees/00000000-0000-4000-8000-000000000001')?.name).toBe('payees');
    expect(entryOf('/exchange/orders')?.name).toBe('exchanges');
    expect(entryOf('/payouts/TB2026112500000001')?.name).toBe('payoutOrders');
    // An entry's path under another's belongs to the longer one.
    expect(entryOf('/payouts/reconciliation')?.name).toBe('payoutReconciliation');
    expect(entryOf('/payouts/hours')?.name).toBe('payoutHours');
    expect(entryOf('/payouts/status-reports')?.name).toBe('payoutStatusReports');
    expect(entryOf('/quotas/QA2026112500000001')?.name).toBe('quotas');
  });
});
