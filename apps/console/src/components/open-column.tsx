// A queue's last column, fixed to the right: "review" (primary) where a decision waits, "view"
// otherwise; opens the row's page.
import { Button } from 'antd';

export const openColumn = <Row extends { id: string }>({
  title,
  labels,
  decides,
  open,
  testId,
}: {
  title: string;
  labels: { review: string; view: string };
  decides: (row: Row) => boolean;
  open: (row: Row) => void;
  testId: string;
}) => ({
  title,
  key: 'actions',
  fixed: 'right' as const,
  render: (_: unknown, row: Row) => (
    <Button
      type={decides(row) ? 'primary' : 'default'}
      size="small"
      onClick={() => open(row)}
      data-testid={`${testId}-${row.id}`}
    >
      {decides(row) ? labels.review : labels.view}
    </Button>
  ),
});
