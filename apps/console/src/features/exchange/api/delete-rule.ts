// exchange/rules/delete.json (admin, finance): remove a pricing rule; what it covered falls to the
// next most specific rule, or to the agreement's spread. Audited.
import { exchangeApi, type ExchangeConfig } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useConfigMutation } from './config-changed.ts';

export const deleteRule = (id: string): Promise<ExchangeConfig> =>
  api.call(exchangeApi.deleteRule, { id }, { silent: true });

export const useDeleteRule = () => useConfigMutation(deleteRule);
