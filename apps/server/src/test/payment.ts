// A user's payment confirmation in the integration tests: the payment password set with a code
// sent to the user's own account, and a fresh payment code (rate limits forgotten first: suites
// ask for many codes).
import { callAs, ok } from './answers.ts';
import { clearRateLimits, type TestApp } from './app.ts';
import { latestCode, type Tokens } from './session.ts';

export const setPaymentPassword = async (
  t: TestApp,
  tokens: Tokens,
  account: string,
  pin: string,
) => {
  await clearRateLimits(t.database);
  await callAs(t.app, tokens, 'checkSmsCode.json', { checkAccount: account });
  const code = (await latestCode(t.app, account))!;
  ok(
    await callAs(t.app, tokens, 'merExtend/orderVerifyConfig.json', {
      checkAccount: account,
      dynamicCode: code,
      payPwd: pin,
      payPwdTwo: pin,
    }),
  );
};

export const paymentCodeOf = async (t: TestApp, tokens: Tokens, account: string) => {
  await clearRateLimits(t.database);
  await callAs(t.app, tokens, 'payment/sendCode.json');
  return (await latestCode(t.app, account))!;
};
