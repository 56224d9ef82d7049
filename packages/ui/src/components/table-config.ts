// What every table of both apps shares through the ConfigProvider (AppProviders): its pagination
// lines up with its cells. antd puts the pager flush with the table's box, which in a card without
// padding is the card's edge, while the cells' text keeps the cells' inline padding; the pager takes
// that same padding, of the table's size (antd's own CSS variables, set on the table's wrapper).
import type { ConfigProviderProps, TableProps } from 'antd';

type TableSize = NonNullable<TableProps['size']>;

/** The inline padding of a table's cells, by size (antd's table CSS variables). */
const CELL_PADDING_INLINE: Record<TableSize, string> = {
  large: 'var(--ant-table-cell-padding-inline)',
  medium: 'var(--ant-table-cell-padding-inline-md)',
  middle: 'var(--ant-table-cell-padding-inline-md)',
  small: 'var(--ant-table-cell-padding-inline-sm)',
};

export const TABLE_CONFIG: NonNullable<ConfigProviderProps['table']> = {
  styles: ({ props }) => ({
    pagination: { root: { paddingInline: CELL_PADDING_INLINE[props.size ?? 'large'] } },
  }),
};
