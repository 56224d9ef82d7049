// The payment confirmation's requirements as most money tests want them: the payment password
// only, nothing missing, payments not locked.
import { securityApi } from '@tradebridge/contracts';
import { on, type StubEntry } from '@tradebridge/ui/test';

export const PAY_PASSWORD_ONLY: StubEntry = on(securityApi.paymentRequirements, {
  result: {
    payPassword: true,
    authenticator: false,
    accountCode: false,
    checkAccount: 'demo@tradebridge.dev',
    missing: [],
    payLockedUntil: null,
  },
});
