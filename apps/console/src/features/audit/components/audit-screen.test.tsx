import { auditApi, type InputOf } from '@tradebridge/contracts';
import type { AuditEntry } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { on, pageOf } from '@tradebridge/ui/test';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { shortTarget } from './audit-table.tsx';

afterEach(cleanUp);

const MERCHANT = '00000000-0000-4000-8000-000000000101';
const ADA = '00000000-0000-4000-8000-000000000001';

const ENTRIES: AuditEntry[] = [
  {
    id: '2',
    time: '2026-03-01T10:00:00.000Z',
    actorType: 'operator',
    actorId: ADA,
    actorName: 'Ada Admin',
    merchantId: MERCHANT,
    action: 'merchant.manager.assign',
    target: 'merchant:M100000001',
    ip: '10.0.0.1',
    before: { accountManager: { name: 'Li Wei' } },
    after: { accountManager: { name: 'Olga Ivanova' } },
  },
  {
    id: '1',
    time: '2026-03-01T09:00:00.000Z',
    actorType: 'system',
    actorId: null,
    actorName: null,
    merchantId: null,
    action: 'something.new',
    target: null,
    ip: null,
    before: null,
    after: null,
  },
];

const listAudit = (body: InputOf<typeof auditApi.list>) => {
  const list = ENTRIES.filter(
    (e) =>
      (!body.action || e.action.startsWith(String(body.action))) &&
      (!body.actorId || e.actorId === body.actorId),
  );
  return pageOf(list, body);
};

describe('audit log', () => {
  it('lists entries with localized actions and expands the values before and after', async () => {
    const user = userEvent.setup();
    renderApp('/audit', {
      language: 'en-US',
      as: 'reviewer',
      api: [on(auditApi.list, listAudit)],
    });
    const table = await screen.findByTestId('audit-table', {}, { timeout: 5_000 });
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2));
    const [assign, unknown] = [
      ...table.querySelectorAll('tbody tr.ant-table-row'),
    ] as HTMLElement[];
    expect(assign!.textContent).toContain('Account manager assigned');
    expect(assign!.textContent).toContain('Ada Admin');
    expect(within(assign!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      `/merchants/${MERCHANT}`,
    );
    // An action the console does not know is shown by its code; nothing to expand.
    expect(unknown!.textContent).toContain('something.new');
    expect(unknown!.querySelector('.ant-table-row-expand-icon-spaced')).toBeTruthy();

    await user.click(within(assign!).getByRole('button', { name: /expand/i }));
    const expanded = await screen.findByText(/"Olga Ivanova"/);
    expect(expanded.textContent).toContain('"accountManager"');
    expect(screen.getByText(/"Li Wei"/)).toBeTruthy();
  });

  it('filters by actor when an actor is clicked', async () => {
    const user = userEvent.setup();
    const { inputsTo, router } = renderApp('/audit', {
      language: 'en-US',
      as: 'admin',
      api: [on(auditApi.list, listAudit)],
    });
    await user.click(await screen.findByText('Ada Admin', { selector: 'a' }, { timeout: 5_000 }));
    expect((await screen.findByTestId('audit-actor-filter')).textContent).toContain(
      'Actor: Ada Admin',
    );
    await waitFor(() =>
      expect(inputsTo(auditApi.list).at(-1)).toEqual({
        actorId: ADA,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('actorId')).toBe(ADA);
  });

  it('shortens the ids in targets', () => {
    expect(shortTarget('session:87ae3989-f7b9-4c14-9cc9-65cca2762163')).toBe('session:87ae3989…');
    expect(shortTarget('merchant:M100000001')).toBe('merchant:M100000001');
  });
});
