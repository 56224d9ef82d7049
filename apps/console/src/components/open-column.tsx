// A queue's last column, fixed to the right: "review" (primary) where a decision waits, "view"
// otherwise; opens the row's page (or drawer).
import { Button } from 'antd';

export const openColumn = <Row extends object>({
  title,
  labels,
  decides,
  open,
  testId,
  idOf,
}: {
  title: string;
  labels: { review: string; view: string };
  decides: (row: Row) => boolean;
  open: (row: Row) => void;
  /** The buttons' test ids: `<testId>-<the row's id>`. */
  testId: string;
  /** Which row a button is: its `id`, unless the rows are known by another key (an order number). */
  idOf?: (row: Row) => string;
}) => ({
  title,
  key: 'actions',
  fixed: 'right' as const,
  render: (_: unknown, row: Row) => (
    <Button
      type={decides(row) ? 'primary' : 'default'}
      size="small"
      onClick={() => open(row)}
      data-testid={`${testId}-${idOf ? idOf(row) : (row as { id: string }).id}`}
    >
      {decides(row) ? labels.review : labels.view}
    </Button>
  ),
});
