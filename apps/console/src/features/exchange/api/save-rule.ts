// exchange/rules/save.json (admin, finance): add a pricing rule (no id) or change one, scope
// included; one rule per scope (a second is refused on buyCurrency: ruleScopeTaken), a merchant
// number the server does not know is refused on merNo (merchantUnknown). Audited.
import { exchangeApi } from '@tradebridge/contracts';
import { callOf } from '../../../lib/api.ts';
import { useConfigMutation } from './config-changed.ts';

export const saveRule = callOf(exchangeApi.saveRule, { silent: true });

export const useSaveRule = () => useConfigMutation(saveRule);
