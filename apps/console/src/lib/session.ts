// The console's session names. Portal and console share an origin: the operator's token lives in
// the 'ops_token' cookie (the server reads operators from it) and its finance token under
// 'opsFinanceToken', so logging in to one never logs out of, or into, the other.
import { configureSessionNames } from '@tradebridge/ui';

export const CONSOLE_SESSION_NAMES = { cookie: 'ops_token', financeToken: 'opsFinanceToken' };

/** Call once at start, before the first request. */
export const configureConsoleSession = () => configureSessionNames(CONSOLE_SESSION_NAMES);
