// A change of the pricing (a rule saved or deleted, the trading window saved; admin, finance): the
// server answers the whole configuration as it now is, which replaces the cached one before any
// caller's onSuccess; the audit log is refetched. Called silently: the form shows a failure's
// field problems under its fields, anything else is the caller's to say.
import type { ExchangeConfig } from '@tradebridge/contracts';
import { useSettingsMutation } from '../../../lib/mutations.ts';
import { configQueryKey } from './get-config.ts';

export const useConfigMutation = <T>(call: (request: T) => Promise<ExchangeConfig>) =>
  useSettingsMutation(call, configQueryKey);
