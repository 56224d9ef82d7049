// Props of a table that may be wider than its box (a phone, long Russian labels): it scrolls inside
// the box, its scroll bar stays at the bottom of the window while the table is on screen (a long
// table's own bar would be far below, and its last columns would seem not to exist), and its
// header stays on top. An actions column is fixed to the right edge besides (`fixed: 'right'`).
// A column without a render of its own shows a missing value as the spec's "--" (a column with one
// uses `orEmpty`): antd has no such option for every table.
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { orEmpty } from '../lib/format.ts';

export const WIDE_TABLE = {
  // The box's width when the columns can wrap into it; wider (scrolling) only when they cannot.
  scroll: { x: true },
  sticky: { offsetScroll: 0 },
  column: { render: (value: ReactNode) => orEmpty(value) },
} as const satisfies Pick<TableProps<object>, 'scroll' | 'sticky' | 'column'>;
