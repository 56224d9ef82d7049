import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import { Card, Table, type TableProps } from 'antd';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { createQueryClient } from '../lib/create-query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { WIDE_TABLE } from './wide-table.ts';

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i, name: `Row ${i}` }));

const renderTable = (size?: TableProps<Row>['size']) =>
  render(
    <AppProviders i18n={createI18n({}, { language: 'en-US' })} queryClient={createQueryClient()}>
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Row>
          {...WIDE_TABLE}
          size={size}
          rowKey="id"
          dataSource={ROWS}
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          pagination={{ pageSize: 10, total: 45 }}
          data-testid="paged"
        />
      </Card>
    </AppProviders>,
  );

/** The pager: beside the table (which has the test id) in the table's wrapper. */
const pagination = () =>
  screen
    .getByTestId('paged')
    .closest('.ant-table-wrapper')
    ?.querySelector<HTMLElement>('.ant-table-pagination');

describe('TABLE_CONFIG (through AppProviders)', () => {
  it.each([
    ['default', undefined, 'var(--ant-table-cell-padding-inline)'],
    ['large', 'large', 'var(--ant-table-cell-padding-inline)'],
    ['middle', 'middle', 'var(--ant-table-cell-padding-inline-md)'],
    ['small', 'small', 'var(--ant-table-cell-padding-inline-sm)'],
  ] as const)('insets the pagination of a %s table as its cells', (_, size, padding) => {
    renderTable(size);
    expect(pagination()?.getAttribute('style')).toContain(`padding-inline: ${padding}`);
  });

  it("uses antd's own variables for the cells' padding", () => {
    renderTable('middle');
    // The variables the pager borrows are the ones antd's stylesheet pads the cells with…
    const stylesheet = readFileSync(
      createRequire(import.meta.url).resolve('antd/dist/antd.css'),
      'utf8',
    );
    expect(stylesheet).toContain(
      'padding:var(--ant-table-cell-padding-block-md) var(--ant-table-cell-padding-inline-md)',
    );
    // …and the theme gives them values on the page.
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/--ant-table-cell-padding-inline:\s*\d+px/);
  });
});
