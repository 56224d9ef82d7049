// Payees end to end through the API: each country's bank details and their checks (the schema's
// and the server's own: IBAN registry, files, holder type, duplicates), cards sealed and never
// answered, the review with resubmission and its notice, and another merchant's ids not found.
import { describe, expect, it } from 'vitest';
import {
  BankCardState,
  ZOpsPayeeDetail,
  ZOpsPayeePage,
  ZPayeeDetail,
  ZPayeePage,
} from '@tradebridge/contracts';
import { callAs, errorOf, ok } from '../../../../test/answers.ts';
import { rowsOf } from '../../../../test/app.ts';
import { useAreaParties } from '../../../../test/suite.ts';
import { png, upload } from '../../../../test/certification.ts';
import { ops } from '../../../../test/operators.ts';
import { hkCard, usSupplier } from '../../../../test/payees.ts';
import type { Tokens } from '../../../../test/session.ts';

const { t, admin, demo, stranger } = useAreaParties('stranger@payee.example.com');

const call = (tokens: Tokens, path: string, body?: object, headers?: object) =>
  callAs(t.app, tokens, path, body, headers);
const fieldErrors = (res: { json(): { fields?: { field: string; message: string }[] } }) =>
  (res.json().fields ?? []).map((f) => `${f.field}: ${f.message}`);
const rows = (text: string) => rowsOf(t.database, text);
const add = (body: object, tokens: Tokens = demo) =>
  call(tokens, 'payee/add.json', body, { 'idempotency-key': `payee-${Math.random()}` });

const supplier = (extra: object = {}) => usSupplier({ remarks: 'INVOICE 2026-118', ...extra });
const CARD = '4111111111111111';
const card = hkCard;
const countOf = async () => Number((await rows('SELECT count(*)::int AS n FROM payees'))[0]!.n);

describe('adding payees', () => {
  it('adds a US supplier for review, with its story and an audit row without the number', async () => {
    const payee = ZPayeeDetail.parse(ok(await add(supplier())));
    expect(payee).toMatchObject({
      method: 'bank',
      usage: 'transfer',
      country: 'US',
      currency: 'USD',
      name: 'Evergreen Components Inc',
      accountTail: '•••• 6789',
      state: BankCardState.Review,
      scheme: 'aba',
      actions: ['edit', 'delete'],
    });
    expect(payee.form.routingNumber).toBe('021000021');
    expect(payee.history.map((e) => e.action)).toEqual(['added']);
    const audit = await rows(
      `SELECT action, after::text AS after FROM audit_log WHERE target = 'payee:${payee.id}'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['payee.add']);
    expect(String(audit[0]!.after)).not.toContain('000123456789');
  });

  it('takes each country’s scheme: mainland CNAPS, Hong Kong, IBAN, BSB, SWIFT', async () => {
    const cases = [
      {
        country: 'CN',
        currency: 'CNY',
        accountName: '深圳市鹏达照明有限公司',
        bankName: '中国工商银行',
        branchName: '深圳科技园支行',
        cnaps: '102584000002',
        accountNumber: '4000 0212 0910 0123 456',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: '深圳市南山区科技园南区 8 栋',
        postalCode: '518057',
        routingNumber: '',
      },
      {
        country: 'HK',
        currency: 'HKD',
        accountNumber: '123-456789-001',
        hkBankCode: '004',
        routingNumber: '',
      },
      {
        country: 'DE',
        currency: 'EUR',
        iban: 'DE89 3704 0044 0532 0130 00',
        accountNumber: '',
        routingNumber: '',
      },
      {
        country: 'AU',
        currency: 'AUD',
        accountNumber: '12345678',
        bsb: '062-000',
        routingNumber: '',
      },
      {
        country: 'JP',
        currency: 'JPY',
        accountNumber: '1234567',
        swift: 'BOTKJPJT',
        routingNumber: '',
      },
    ];
    for (const extra of cases) {
      const res = await add(supplier(extra));
      expect(fieldErrors(res), extra.country).toEqual([]);
      expect(ok(res)).toMatchObject({ country: extra.country, state: BankCardState.Review });
    }
  });

  it('names every bad field and writes nothing', async () => {
    const before = await countOf();
    const res = await add(
      supplier({ routingNumber: '021000022', accountNumber: '12', address: '纽约麦迪逊大道' }),
    );
    expect(errorOf(res)).toBe('VALIDATION_FAILED');
    expect(fieldErrors(res)).toEqual([
      'address: must not contain Chinese characters or Chinese punctuation',
      'accountNumber: must be 4–17 digits',
      'routingNumber: is not a valid 9-digit ABA routing number',
    ]);
    // An IBAN whose check digits hold but whose Belgian national check does not (ibantools).
    const belgian = await add(
      supplier({ country: 'BE', currency: 'EUR', iban: 'BE71096123456760', routingNumber: '' }),
    );
    expect(fieldErrors(belgian)).toEqual([
      'iban: is not a valid IBAN (check the letters, digits and check digits)',
    ]);
    expect(await countOf()).toBe(before);
  });

  it('asks a mainland account paid internationally for its English name and an English address, in the user’s language', async () => {
    const mainland = (extra: object = {}) =>
      supplier({
        country: 'CN',
        currency: 'USD',
        accountName: '深圳市长青国际贸易有限公司',
        bankName: 'Bank of China Shenzhen Branch',
        branchName: '福田支行',
        accountNumber: '6222020200114455',
        swift: 'BKCHCNBJ45A',
        province: '广东省',
        city: '深圳市',
        district: '福田区',
        address: '深圳市福田区深南大道 1 号',
        postalCode: '518000',
        routingNumber: '',
        ...extra,
      });
    const before = await countOf();
    const refused = (language: string) =>
      call(demo, 'payee/add.json', mainland(), {
        'idempotency-key': `payee-${Math.random()}`,
        language,
      });
    expect(fieldErrors(await refused('en-US'))).toEqual([
      'accountNameEn: required to pay this mainland account internationally: the holder’s name in English, as the bank will receive it',
      'address: must not contain Chinese characters or Chinese punctuation',
    ]);
    expect(fieldErrors(await refused('zh-CN'))).toEqual([
      'accountNameEn: 向境内账户进行跨境付款时必填：收款人英文名称，银行将以此名称收款',
      'address: 不能包含中文字符或中文标点',
    ]);
    expect(fieldErrors(await refused('ru-RU'))[0]).toBe(
      'accountNameEn: обязательно для международного платежа на счёт в материковом Китае: имя владельца латиницей, как его получит банк',
    );
    expect(await countOf()).toBe(before);
    // With them it is taken; paid in yuan (a local CNAPS payment) neither is needed.
    const english = await add(
      mainland({
        accountNameEn: 'Shenzhen Evergreen International Trading Co Ltd',
        address: '1 Shennan Avenue, Futian District',
      }),
    );
    expect(fieldErrors(english)).toEqual([]);
    expect(ZPayeeDetail.parse(ok(english)).form.accountNameEn).toBe(
      'Shenzhen Evergreen International Trading Co Ltd',
    );
    const local = await add(
      mainland({
        currency: 'CNY',
        swift: '',
        cnaps: '102584000002',
        accountNumber: '6222020200114466',
      }),
    );
    expect(fieldErrors(local)).toEqual([]);
  });

  it('refuses the same account twice, and a withdrawal account not held like the merchant', async () => {
    const first = await add(supplier({ accountNumber: '555000111' }));
    ok(first);
    const again = await add(supplier({ accountNumber: '5550 00111' }));
    expect(fieldErrors(again)).toEqual([
      'accountNumber: this account is already among your payees',
    ]);
    // The demo merchant is an enterprise: its withdrawal account is a company account.
    const personal = await add(
      supplier({
        usage: 'withdraw',
        relationship: 'self',
        type: 'p',
        idType: 2,
        idNumber: 'E12345678',
        accountNumber: '777000111',
      }),
    );
    expect(fieldErrors(personal)[0]).toMatch(/^type: a withdrawal account must be held/);
    ok(
      await add(supplier({ usage: 'withdraw', relationship: 'self', accountNumber: '777000111' })),
    );
  });

  it('lets one of two edits racing to the same account through, the other named a duplicate', async () => {
    const a = ZPayeeDetail.parse(ok(await add(supplier({ accountNumber: '333000111' }))));
    const b = ZPayeeDetail.parse(ok(await add(supplier({ accountNumber: '333000222' }))));
    const edit = (payeeId: string) =>
      call(demo, 'payee/edit.json', {
        payeeId,
        version: 0,
        payee: supplier({ accountNumber: '333000999' }),
      });
    const answers = await Promise.all([edit(a.id), edit(b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.flatMap(fieldErrors)).toEqual([
      'accountNumber: this account is already among your payees',
    ]);
  });

  it('checks a personal payee’s identity pictures are the merchant’s own uploads', async () => {
    const mine = await upload(t.app, demo, png(40, 30));
    const theirs = await upload(t.app, stranger, png(40, 30));
    const person = (idFrontFileId: string, accountNumber: string) =>
      supplier({ type: 'p', idType: 2, idNumber: 'E7654321', idFrontFileId, accountNumber });
    expect(fieldErrors(await add(person(theirs, '888000111')))).toEqual([
      'idFrontFileId: cannot be empty',
    ]);
    ok(await add(person(mine, '888000112')));
  });

  it('keeps a card’s number sealed: never answered, audited or stored in the clear', async () => {
    const payee = ZPayeeDetail.parse(ok(await add(card())));
    expect(payee).toMatchObject({ method: 'card', accountTail: '•••• 1111', country: null });
    expect(payee.form.cardNumber).toBe('•••• 1111');
    const stored = await rows(`SELECT details::text AS d, card_number_sealed AS s,
      account_key AS k FROM payees WHERE id = '${payee.id}'`);
    for (const value of Object.values(stored[0]!)) expect(String(value)).not.toContain(CARD);
    expect(fieldErrors(await add(card({ currency: 'USD' })))).toEqual([
      'currency: please use HKD for payment',
    ]);
    expect(fieldErrors(await add(card({ cardNumber: '5555555555554444' })))).toEqual([
      'cardNumber: only Visa card payments are supported',
    ]);
    expect(fieldErrors(await add(card()))).toEqual([
      'cardNumber: this account is already among your payees',
    ]);
  });

  it('refuses a merchant not yet certified', async () => {
    expect(errorOf(await add(supplier(), stranger))).toBe('REAL_PERSON_AUTH_FIRST');
  });
});

describe('reviewing payees', () => {
  const decide = async (payeeId: string, version: number, approve: boolean, reason = '') =>
    ops(t.app, 'payee/decide.json', { payeeId, version, approve, reason }, admin);
  const noticesOf = async () =>
    (await rows(`SELECT params::text AS p FROM notifications WHERE kind = 'cardBinding'`)).map(
      (r) => String(r.p),
    );

  it('refuses with a reason, takes the correction back to review, approves, and tells the adder', async () => {
    const payee = ZPayeeDetail.parse(ok(await add(supplier({ accountNumber: '990011223' }))));
    const queue = ZOpsPayeePage.parse(
      ok(await ops(t.app, 'payee/list.json', { state: BankCardState.Review }, admin)),
    );
    expect(queue.list.map((p) => p.id)).toContain(payee.id);
    expect(fieldErrors(await decide(payee.id, 0, false))).toEqual(['reason: cannot be empty']);

    const refused = ZOpsPayeeDetail.parse(
      ok(await decide(payee.id, 0, false, 'The account name differs from the invoice')),
    );
    expect(refused).toMatchObject({ state: BankCardState.Rejected, merNo: expect.any(String) });
    expect((await noticesOf()).some((p) => p.includes('differs from the invoice'))).toBe(true);
    expect(errorOf(await decide(payee.id, 1, true))).toBe('PAYEE_STATE');

    const corrected = ZPayeeDetail.parse(
      ok(
        await call(demo, 'payee/edit.json', {
          payeeId: payee.id,
          version: 1,
          payee: supplier({ accountNumber: '990011223', accountName: 'Evergreen Components LLC' }),
        }),
      ),
    );
    expect(corrected).toMatchObject({ state: BankCardState.Review, reason: null, version: 2 });
    expect(errorOf(await decide(payee.id, 1, true))).toBe('PAYEE_CHANGED');
    const approved = ZOpsPayeeDetail.parse(ok(await decide(payee.id, 2, true)));
    expect(approved.state).toBe(BankCardState.Normal);
    const mine = ZPayeeDetail.parse(
      ok(await call(demo, 'payee/detail.json', { payeeId: payee.id })),
    );
    expect(mine.actions).toEqual(['pay', 'edit', 'delete']);
    expect(mine.history.map((e) => e.action)).toEqual([
      'added',
      'rejected',
      'resubmitted',
      'approved',
    ]);
    // A normal payee that is changed is reviewed again.
    const changed = ZPayeeDetail.parse(
      ok(
        await call(demo, 'payee/edit.json', {
          payeeId: payee.id,
          version: 3,
          payee: supplier({ accountNumber: '990011224', accountName: 'Evergreen Components LLC' }),
        }),
      ),
    );
    expect(changed.state).toBe(BankCardState.Review);
    expect(changed.history.at(-1)!.action).toBe('changed');
    const audit = await rows(
      `SELECT action FROM audit_log WHERE target = 'payee:${payee.id}' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'payee.add',
      'payee.reject',
      'payee.edit',
      'payee.approve',
      'payee.edit',
    ]);
  });

  it('gives another merchant’s payee as not found, and deletes one off the lists', async () => {
    const payee = ZPayeeDetail.parse(ok(await add(supplier({ accountNumber: '440011223' }))));
    expect(errorOf(await call(stranger, 'payee/detail.json', { payeeId: payee.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(await call(stranger, 'payee/delete.json', { payeeId: payee.id, version: 0 })),
    ).toBe('NOT_FOUND');
    expect(ZPayeePage.parse(ok(await call(stranger, 'payee/list.json'))).list).toEqual([]);

    ok(await call(demo, 'payee/delete.json', { payeeId: payee.id, version: 0 }));
    expect(errorOf(await call(demo, 'payee/detail.json', { payeeId: payee.id }))).toBe('NOT_FOUND');
    const list = ZPayeePage.parse(ok(await call(demo, 'payee/list.json', { pageSize: 100 })));
    expect(list.list.map((p) => p.id)).not.toContain(payee.id);
    // Deleted, the same account may be added again.
    ok(await add(supplier({ accountNumber: '440011223' })));
  });

  it('filters the merchant’s list by usage, method, state, currency and name', async () => {
    const page = (query: object) =>
      call(demo, 'payee/list.json', query).then((r) => ZPayeePage.parse(ok(r)));
    expect((await page({ method: 'card' })).list.every((p) => p.method === 'card')).toBe(true);
    expect((await page({ usage: 'withdraw' })).list.map((p) => p.usage)).toEqual(['withdraw']);
    expect((await page({ currency: 'JPY' })).list.map((p) => p.country)).toEqual(['JP']);
    expect((await page({ name: '工商' })).list.map((p) => p.country)).toEqual(['CN']);
    expect((await page({ state: BankCardState.Normal })).list).toEqual([]);
  });
});
