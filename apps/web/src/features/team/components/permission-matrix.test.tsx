import { PERMISSION_ENTRIES } from '@tradebridge/contracts';
import { createQueryClient } from '@tradebridge/ui';
import { AppProviders } from '@tradebridge/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createWebI18n } from '../../../test/i18n.ts';
import { PermissionMatrix, togglePermission } from './permission-matrix.tsx';

const records = PERMISSION_ENTRIES.map((e) => ({
  key: e.key,
  path: e.path,
  actions: [...e.actions],
}));

describe('togglePermission (operate implies view)', () => {
  it('adds view with operate', () => {
    expect(togglePermission([], 'wallet', 'operate', true)).toEqual([
      'wallet:view',
      'wallet:operate',
    ]);
  });

  it('removes operate with view, and keeps view when only operate goes', () => {
    const both = ['wallet:view', 'wallet:operate', 'payee:view'];
    expect(togglePermission(both, 'wallet', 'view', false)).toEqual(['payee:view']);
    expect(togglePermission(both, 'wallet', 'operate', false)).toEqual([
      'wallet:view',
      'payee:view',
    ]);
  });
});

const Harness = ({ onChange }: { onChange: (value: string[]) => void }) => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <PermissionMatrix
      records={records}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const renderMatrix = () => {
  const onChange = vi.fn();
  render(
    <AppProviders i18n={createWebI18n({ language: 'en-US' })} queryClient={createQueryClient()}>
      <Harness onChange={onChange} />
    </AppProviders>,
  );
  const box = (testId: string) =>
    screen.getByTestId(testId).querySelector<HTMLInputElement>('input') ??
    screen.getByTestId<HTMLInputElement>(testId);
  return { onChange, box };
};

describe('permission matrix', () => {
  it('has a row per menu entry, with operate only where the entry has it', () => {
    renderMatrix();
    expect(screen.getAllByRole('row')).toHaveLength(records.length + 1);
    expect(screen.getByText('Currency wallet')).toBeTruthy();
    expect(screen.queryByTestId('permission-payOrder-operate')).toBeNull();
    expect(screen.getByTestId('permission-payOrder-view')).toBeTruthy();
  });

  it('ticks view with operate, and clears operate with view', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderMatrix();
    await user.click(box('permission-wallet-operate'));
    expect(onChange).toHaveBeenLastCalledWith(['wallet:view', 'wallet:operate']);
    expect(box('permission-wallet-view').checked).toBe(true);

    await user.click(box('permission-wallet-view'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(box('permission-wallet-operate').checked).toBe(false);
  });

  it('ticks a whole column, operate bringing every view along', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderMatrix();
    await user.click(box('permission-all-operate'));
    const all = new Set(onChange.mock.lastCall![0] as string[]);
    const operable = records.filter((r) => r.actions.includes('operate'));
    for (const { key } of operable) {
      expect(all.has(`${key}:operate`) && all.has(`${key}:view`)).toBe(true);
    }
    expect(all.size).toBe(operable.length * 2);
    expect(box('permission-all-operate').checked).toBe(true);
    expect(box('permission-all-view').checked).toBe(false); // payOrder, exchangeOrder, main

    await user.click(box('permission-all-view'));
    expect(box('permission-all-view').checked).toBe(true);
    await user.click(box('permission-all-view'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
