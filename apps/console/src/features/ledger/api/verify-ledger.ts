// ledger/verify.json (admin, finance): checks the ledger's invariants now and answers each with the
// rows it covered and its breaches. A command, not a cached read: every run checks afresh.
import { useMutation } from '@tanstack/react-query';
import { walletApi, type LedgerVerification } from '@tradebridge/contracts';
import { api } from '../../../lib/api.ts';

export const verifyLedger = (): Promise<LedgerVerification> =>
  // The screen shows a failure itself (inline, with a retry).
  api.call(walletApi.verifyLedger, undefined, { silent: true });

export const useVerifyLedger = () => useMutation({ mutationFn: verifyLedger });
