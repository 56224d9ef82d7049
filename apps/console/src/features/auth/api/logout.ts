// logout.json: ends the operator's session on the server.
import { operatorsApi } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const logout = () => api.call(operatorsApi.logout, undefined, { silent: true });
