// The permission matrix of an invitation or an edit: one row per menu entry of authority/list.json
// with "view" and "operate" boxes. Operate implies view (contracts normalisePermissions): ticking
// operate ticks view, clearing view clears operate.
import { normalisePermissions } from '@tradebridge/contracts';
import { Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthorityRecord } from '../api/get-authority-list.ts';

export type PermissionMatrixProps = {
  records: AuthorityRecord[];
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
};

const idOf = (key: string, action: string) => `${key}:${action}`;

/** Adds or removes one permission and keeps "operate implies view". */
export const togglePermission = (
  value: readonly string[],
  key: string,
  action: 'view' | 'operate',
  checked: boolean,
): string[] => {
  const set = new Set(value);
  if (checked) {
    set.add(idOf(key, action));
  } else {
    set.delete(idOf(key, action));
    if (action === 'view') set.delete(idOf(key, 'operate'));
  }
  return normalisePermissions([...set]);
};

export const PermissionMatrix = ({
  records,
  value = [],
  onChange,
  disabled = false,
  loading = false,
  id,
}: PermissionMatrixProps) => {
  const { t } = useTranslation('team');
  const held = new Set(value);
  const change = (next: string[]) => onChange?.(next);

  const column = (action: 'view' | 'operate') => {
    const possible = records
      .filter((r) => r.actions.includes(action))
      .map((r) => idOf(r.key, action));
    const count = possible.filter((p) => held.has(p)).length;
    const toggleAll = (checked: boolean) => {
      let next: string[] = [...value];
      for (const record of records) {
        if (record.actions.includes(action))
          next = togglePermission(next, record.key, action, checked);
      }
      change(next);
    };
    return {
      key: action,
      width: 140,
      align: 'center' as const,
      title: (
        <Checkbox
          checked={count > 0 && count === possible.length}
          indeterminate={count > 0 && count < possible.length}
          onChange={(e) => toggleAll(e.target.checked)}
          disabled={disabled}
          data-testid={`permission-all-${action}`}
        >
          {t(`matrix.${action}`)}
        </Checkbox>
      ),
      render: (_: unknown, record: AuthorityRecord) =>
        record.actions.includes(action) ? (
          <Checkbox
            checked={held.has(idOf(record.key, action))}
            onChange={(e) => change(togglePermission(value, record.key, action, e.target.checked))}
            disabled={disabled}
            aria-label={t('matrix.cellLabel', {
              entry: t(`permissions.${record.key}`, { defaultValue: record.key }),
              action: t(`matrix.${action}`),
            })}
            data-testid={`permission-${record.key}-${action}`}
          />
        ) : (
          <span aria-hidden>—</span>
        ),
    };
  };

  return (
    <Table<AuthorityRecord>
      id={id}
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      loading={loading}
      dataSource={records}
      data-testid="permission-matrix"
      columns={[
        {
          key: 'entry',
          title: t('matrix.entry'),
          render: (_, record) => t(`permissions.${record.key}`, { defaultValue: record.key }),
        },
        column('view'),
        column('operate'),
      ]}
    />
  );
};
