// Account centre calls (spec §7) under /finance-gateway/api/mer/: the security flags, the payment
// password, the authenticator and dual verification, and what a payment will ask. Registered from
// the operations of contracts' securityApi.
import { securityApi } from '@tradebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, clientWithZoneOf, userOf } from '../../../platform/http/auth.ts';
import { done, handle } from '../../../platform/http/operation.ts';
import {
  getMerExtend,
  getMfaState,
  getSecurityFlags,
  sendSecurityCode,
} from './account-security.ts';
import {
  confirmMfaBinding,
  setDualVerification,
  startMfaBinding,
  unbindMfa,
} from './authenticator.ts';
import { modifyPayPassword, resetPayPassword, setPayPassword } from './pay-password.ts';
import { getPaymentRequirements, sendPaymentCode } from './payment-confirmation.ts';

export const securityMerRoutes: FastifyPluginAsyncZod = async (app) => {
  const d = app.deps;
  handle(app, securityApi.flags, (r) => getSecurityFlags(d, userOf(r)));
  handle(app, securityApi.merExtend, (r) => getMerExtend(d, userOf(r)));
  handle(app, securityApi.mfaState, (r) => getMfaState(d, userOf(r)));
  handle(app, securityApi.sendCode, (r) =>
    sendSecurityCode(d, userOf(r), r.body.checkAccount, clientOf(r), r.language),
  );
  handle(app, securityApi.setPayPassword, (r) =>
    done(setPayPassword(d, userOf(r), r.body, clientOf(r))),
  );
  handle(app, securityApi.modifyPayPassword, (r) =>
    done(modifyPayPassword(d, userOf(r), r.body, clientWithZoneOf(r))),
  );
  handle(app, securityApi.resetPayPassword, (r) =>
    done(resetPayPassword(d, userOf(r), r.body, clientOf(r))),
  );
  handle(app, securityApi.setDualVerification, (r) =>
    done(setDualVerification(d, userOf(r), r.body, clientWithZoneOf(r))),
  );
  handle(app, securityApi.startMfaBinding, (r) => startMfaBinding(d, userOf(r)));
  handle(app, securityApi.bindMfa, (r) =>
    done(confirmMfaBinding(d, userOf(r), r.body, clientOf(r))),
  );
  handle(app, securityApi.unbindMfa, (r) =>
    done(unbindMfa(d, userOf(r), r.body, clientWithZoneOf(r))),
  );
  handle(app, securityApi.paymentRequirements, (r) => getPaymentRequirements(d, userOf(r)));
  handle(app, securityApi.sendPaymentCode, (r) =>
    sendPaymentCode(d, userOf(r), clientOf(r), r.language),
  );
};
