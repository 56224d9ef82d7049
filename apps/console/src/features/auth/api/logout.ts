// logout.json: ends the operator's session on the server.
import { api } from '../../../lib/api.ts';

export const logout = (): Promise<{ ok: true }> =>
  api.post<{ ok: true }>('logout.json', undefined, { silent: true });
