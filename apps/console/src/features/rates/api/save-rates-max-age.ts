// exchange/ratesMaxAge/save.json (admin, finance): how many working days old the rates may grow
// before quoting stops; audited. Saving the same value twice is the same, so a retry needs no key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeApi, type RatesMaxAge } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';
import { ratesFreshnessQueryKey } from './get-rates-freshness.ts';

export const saveRatesMaxAge = (request: RatesMaxAge) =>
  api.call(exchangeApi.saveRatesMaxAge, request);

/** The answer replaces the cached freshness, before any caller's onSuccess. */
export const useSaveRatesMaxAge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRatesMaxAge,
    onSuccess: async (freshness) => {
      queryClient.setQueryData(ratesFreshnessQueryKey, freshness);
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
};
