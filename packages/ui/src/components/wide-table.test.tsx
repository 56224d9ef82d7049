import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../lib/format.ts';
import { WIDE_TABLE } from './wide-table.ts';

type Row = { id: string; name?: string | null; count?: number; note?: string };

const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', count: 0, note: 'kept' },
  { id: 'b', name: null, count: 3, note: '' },
  { id: 'c', name: '  ', note: undefined },
];

const cells = () =>
  [...screen.getByTestId('wide').querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('WIDE_TABLE', () => {
  it('shows a missing value as "--" in a column without a render, and keeps the others', () => {
    render(
      <Table<Row>
        {...WIDE_TABLE}
        rowKey="id"
        pagination={false}
        dataSource={ROWS}
        data-testid="wide"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Count', dataIndex: 'count' },
          // A column's own render is left alone.
          { title: 'Note', dataIndex: 'note', render: (note?: string) => `[${note ?? ''}]` },
        ]}
      />,
    );
    expect(cells()).toEqual([
      ['Alpha', '0', '[kept]'],
      [EMPTY_VALUE, '3', '[]'],
      [EMPTY_VALUE, EMPTY_VALUE, '[]'],
    ]);
  });
});
