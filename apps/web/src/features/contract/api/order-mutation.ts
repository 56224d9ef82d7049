// What every change of orders reads again, whatever its outcome: the orders, and the contracts with
// their order counts and totals (all under the area's key).
import { useRefreshMutation } from '../../../lib/refresh-mutation.ts';
import { CONTRACT_KEY } from './list-contracts.ts';

export const useOrderMutation = <I, R>(mutationFn: (input: I) => Promise<R>) =>
  useRefreshMutation(mutationFn, [CONTRACT_KEY], { settled: true });
