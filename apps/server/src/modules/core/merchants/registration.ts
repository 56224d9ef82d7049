// A merchant's registration (spec §7 register.json): the merchant and its main user in one
// transaction. Identity checks the account, code and password and creates the user; this module
// owns the merchant, so registration is composed here.
import {
  AccountState,
  AgreementState,
  TERMS_VERSION,
  type RegisterRequest,
} from '@tradebridge/contracts';
import { asUserActor, writeAudit } from '../../../platform/audit.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { newAccountNo } from '../../../platform/numbers.ts';
import { checkRegistration, createMainUser } from '../identity/index.ts';
import { createMerchant } from './repository.ts';

export const register = async (deps: Deps, input: RegisterRequest, client: Client) => {
  const registration = await checkRegistration(deps, input, client);
  const { shown } = registration;
  return deps.db.transaction(async (tx) => {
    const merchant = await createMerchant(tx, {
      merNo: newAccountNo('M'),
      name: shown,
      state: AccountState.Registered,
      channelNo: registration.channelNo,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: new Date(),
      bizList: [
        { bizFlag: 'b2b', agreementState: AgreementState.Pending },
        { bizFlag: 'b2c', agreementState: AgreementState.Pending },
      ],
    });
    const user = await createMainUser(tx, registration, merchant.id);
    await writeAudit(tx, {
      actor: asUserActor({ ...user, merchantId: merchant.id }),
      action: 'merchant.register',
      target: `merchant:${merchant.merNo}`,
      ip: client.ip,
      after: {
        merNo: merchant.merNo,
        account: shown,
        channelNo: merchant.channelNo,
        state: merchant.state,
        termsVersion: merchant.termsVersion,
      },
    });
    return { merNo: merchant.merNo, loginAccount: shown };
  });
};
