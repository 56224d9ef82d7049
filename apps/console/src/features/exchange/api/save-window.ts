// exchange/window/save.json (admin, finance): the weekly trading window in one time zone and the
// currencies whose pairs trade around the clock. Audited.
import { exchangeApi, type ExchangeConfig, type TradingWindow } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';
import { useConfigMutation } from './config-changed.ts';

export const saveWindow = (request: TradingWindow): Promise<ExchangeConfig> =>
  api.call(exchangeApi.saveWindow, request, { silent: true });

export const useSaveWindow = () => useConfigMutation(saveWindow);
