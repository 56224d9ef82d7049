// What every change of orders reads again: the orders, and the contracts with their order counts
// and totals (all under the area's key).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT_KEY } from './list-contracts.ts';

export const useOrderMutation = <I, R>(mutationFn: (input: I) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTRACT_KEY }),
  });
};
