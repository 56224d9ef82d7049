// A merchant user signed in through the merchant API itself (picture code from the development
// inbox, Base64 login), for journeys that check what the merchant's side sees or that prepare data
// the way an integration would, without a browser.
import { expect } from 'vitest';
import { apiCaptcha, messageIds, newCode } from './dev-inbox.ts';
import { DEMO_PASSWORD } from './sign-in.ts';

type Envelope<T> = { status: number; result: T; errorCode?: string; message?: string };

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Signs `account` in and answers callers of its API: `post` expects success. */
export const merchantApi = async (baseUrl: string, account: string, password = DEMO_PASSWORD) => {
  const mer = `${baseUrl}/finance-gateway/api/mer`;
  const { codeToken, answer } = await apiCaptcha(baseUrl, 'mer');
  const login = (await (
    await fetch(`${mer}/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        loginAccount: base64(account),
        pwd: base64(password),
        verifyCode: answer,
        codeToken,
      }),
    })
  ).json()) as Envelope<{ token: string; financeToken: string }>;
  expect(login.status).toBe(1);
  const auth = {
    Authorization: login.result.token,
    'Session-Finance-Token': login.result.financeToken,
  };
  /** A call that must succeed; `idempotencyKey` for the calls that create or move something once. */
  const post = async <T>(
    path: string,
    body: unknown = {},
    { idempotencyKey }: { idempotencyKey?: string } = {},
  ): Promise<T> => {
    const response = (await (
      await fetch(`${mer}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...auth,
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
    expect(response, `${path}: ${response.errorCode} ${response.message}`).toMatchObject({
      status: 1,
    });
    return response.result;
  };
  const upload = async (name: string, mime: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), name);
    const response = (await (
      await fetch(`${mer}/file/upload.json`, { method: 'POST', headers: auth, body: form })
    ).json()) as Envelope<{ id: string }>;
    expect(response.status).toBe(1);
    return response.result.id;
  };
  return { post, upload };
};

type MerchantApi = Awaited<ReturnType<typeof merchantApi>>;

/** Sets `account`'s payment password through the API, with the code its SMS brings. */
export const setPayPassword = async (
  merchant: MerchantApi,
  baseUrl: string,
  account: string,
  payPwd: string,
) => {
  const before = await messageIds(baseUrl);
  await merchant.post('checkSmsCode.json', { checkAccount: account });
  await merchant.post('merExtend/orderVerifyConfig.json', {
    checkAccount: account,
    dynamicCode: await newCode(baseUrl, account, before),
    payPwd,
    payPwdTwo: payPwd,
  });
};

/** Makes the team member `approverEmail` the one approval payouts need from `from` on. */
export const setApprover = async (merchant: MerchantApi, approverEmail: string, from: string) => {
  const team = await merchant.post<{ list: { id: string; email: string | null }[] }>(
    'team/list.json',
  );
  await merchant.post('payout/setPolicy.json', {
    approverIds: [team.list.find((m) => m.email === approverEmail)!.id],
    bands: [{ from, approvals: 1 }],
  });
};
