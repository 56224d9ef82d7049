// rates/reference/update.json (admin, finance): changes the rates sent (USD stays 1) and records
// the source; audited. Setting a value twice leaves the same rates, so a retry needs no key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratesApi, type UpdateReferenceRatesRequest } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { referenceRatesQueryKey } from './get-reference-rates.ts';
import { ratesFreshnessQueryKey } from './get-rates-freshness.ts';
import { AUDIT_KEY } from '../../../lib/mutations.ts';

export const updateReferenceRates = (request: UpdateReferenceRatesRequest) =>
  api.call(ratesApi.updateReference, request);

/** The answer replaces the cached rates and they are fetched again, before any caller's onSuccess. */
export const useUpdateReferenceRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferenceRates,
    onSuccess: async (rates) => {
      queryClient.setQueryData(referenceRatesQueryKey, rates);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceRatesQueryKey }),
        // New rates are fresh rates: the card's age and the pause go with them.
        queryClient.invalidateQueries({ queryKey: ratesFreshnessQueryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
  });
};
