// A query's state as a chart takes it (ChartLoad): pending, failed with the server's message, and
// the retry that reads it again.
import type { ChartLoad } from '@tradebridge/ui';

export const chartLoadOf = (query: {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}): ChartLoad => ({
  isPending: query.isPending,
  isError: query.isError,
  errorMessage: query.error?.message,
  onRetry: () => void query.refetch(),
});
