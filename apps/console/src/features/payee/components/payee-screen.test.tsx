import { payeeApi, type OpsPayeeDetail } from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { on, type StubAnswers } from '@tradebridge/ui/test';
import { cleanUp, operatorOf } from '../../../test/render-app.tsx';
import { decidedFirst, expectReloaded } from '../../../test/failures.ts';
import {
  confirmDecision,
  confirmWithoutReason,
  confirmWithReason,
  labelsOf,
  openDecision,
  storyOf,
} from '../../../test/screen.ts';
import { approveAfterConfirmation, detailScreenOf } from '../../../test/detail-screen.ts';
import {
  CARD_ID,
  cardDetail,
  PAYEE_ID,
  payeeDetail,
  WITHDRAW_ID,
  withdrawDetail,
} from './test-data.ts';

afterEach(cleanUp);

const PATH = `/payees/${PAYEE_ID}`;
const ME = operatorOf('reviewer', { name: 'Li Na' });

/** A server of one payee: decisions change it as the real one does. */
const handlers = (current: { payee: OpsPayeeDetail }): StubAnswers => [
  on(payeeApi.opsDetail, () => ({ result: current.payee })),
  on(payeeApi.decide, ({ approve, reason }) => {
    current.payee = {
      ...current.payee,
      state: approve ? 2 : 3,
      reason: approve ? null : (reason ?? ''),
      version: current.payee.version + 1,
      history: [
        ...current.payee.history,
        {
          at: '2026-11-22T10:00:00.000Z',
          action: approve ? 'approved' : 'rejected',
          actor: 'Li Na',
          reason: approve ? null : (reason ?? ''),
        },
      ],
    };
    return { result: current.payee };
  }),
];

const payee = detailScreenOf(payeeApi.opsDetail, 'payee', { path: PATH, as: ME, handlers });

describe('one payee', { timeout: 40_000 }, () => {
  it('shows a supplier’s bank account: the overview, the fields its scheme needs and those filled, and the story', async () => {
    const current = { payee: payeeDetail() };
    await payee.served(current, 'en-US');
    expect(screen.getByTestId('payee-title').textContent).toBe('Evergreen Components Inc');
    expect(screen.getByTestId('payee-state').textContent).toBe('Under review');
    expect(screen.getByTestId('payee-decision').textContent).toContain(
      'Waiting for review: check the holder, the bank details and the purpose',
    );
    expect(labelsOf(screen.getByTestId('payee-overview'))).toEqual([
      'Merchant',
      'Paid to',
      'Usage',
      'Holder type',
      'Relationship to the merchant',
      'Bank country or region',
      'Currency',
      'Bank details by',
      'State',
      'Added',
      'Last changed',
    ]);
    const overview = screen.getByTestId('payee-overview');
    expect(overview.textContent).toContain('Company');
    expect(overview.textContent).toContain('Supplier');
    expect(screen.getByTestId('payee-merchant').textContent).toBe('Demo Trading');
    expect(screen.getByTestId('payee-merchant').getAttribute('href')).toBe(
      '/merchants?keyword=M100000001',
    );
    expect(screen.getByTestId('payee-country').textContent).toBe('United States');
    expect(screen.getByTestId('payee-scheme').textContent).toBe(
      'United States (ABA routing number)',
    );

    // The scheme's fields and the filled ones; the empty ones of other countries left out.
    expect(labelsOf(screen.getByTestId('payee-form'))).toEqual([
      'Account name',
      'Account number',
      'Bank',
      'ABA routing number',
      'Postal code',
      "Holder's address",
      'Registration number',
      'Purpose of payments',
      'Remarks sent with transfers',
    ]);
    expect(screen.getByTestId('payee-form-accountNumber').textContent).toBe('000123456789');
    expect(screen.getByTestId('payee-form-routingNumber').textContent).toBe('021000021');
    expect(screen.getByTestId('payee-form-purpose').textContent).toBe('Purchase of goods');
    expect(screen.getByTestId('payee-form-remarks').textContent).toBe('INVOICE 2026-118');
    expect(screen.queryByTestId('payee-holder-check')).toBeNull();

    expect(storyOf()).toEqual(['Corrected and sent again', 'Refused', 'Payee added']);
    expect(screen.getByTestId('section-story').textContent).toContain(
      'Reason: The account name differs from the invoice',
    );
  });

  it('shows a mainland withdrawal account in Chinese: CNAPS fields (a missing one as such), the document, and that its holder is not the merchant', async () => {
    const current = { payee: withdrawDetail() };
    await payee.show(`/payees/${WITHDRAW_ID}`, {
      language: 'zh-CN',
      as: ME,
      api: handlers(current),
    });
    expect(screen.getByTestId('payee-decision').textContent).toContain(
      '请核对该账户为商户本人所有',
    );
    expect(screen.getByTestId('payee-scheme').textContent).toBe('中国大陆（CNAPS）');
    expect(screen.getByTestId('payee-usage').textContent).toBe('提现');
    expect(labelsOf(screen.getByTestId('payee-form'))).toEqual([
      '户名',
      '英文户名',
      '银行账号',
      '开户银行',
      '开户支行',
      'CNAPS 行号',
      '省份',
      '城市',
      '区县',
      '邮政编码',
      '收款人地址',
      '证件类型',
      '证件号码',
      '付款用途',
    ]);
    // The district is required for a mainland account: shown empty rather than left out.
    expect(screen.getByTestId('payee-form-district').textContent).toBe('--');
    expect(screen.getByTestId('payee-form-cnaps').textContent).toBe('102584000002');
    expect(screen.getByTestId('payee-form-idType').textContent).toBe('中国大陆居民身份证');
    expect(screen.getByTestId('payee-form-idNumber').textContent).toBe('440301199001011234');
    const holder = screen.getByTestId('payee-holder-check');
    expect(holder.textContent).toBe('提现账户须为商户本人所有，但户名不是 Demo Trading。');
    expect(holder.className).toContain('ant-alert-warning');
  });

  it('says when a withdrawal account’s holder is the merchant (its English name counts)', async () => {
    const current = { payee: withdrawDetail({ merchantName: 'Wang  Xiaoming' }) };
    await payee.show(`/payees/${WITHDRAW_ID}`, {
      language: 'en-US',
      as: ME,
      api: handlers(current),
    });
    const holder = screen.getByTestId('payee-holder-check');
    expect(holder.textContent).toBe(
      "A withdrawal account is the merchant's own: its holder is Wang  Xiaoming.",
    );
    expect(holder.className).toContain('ant-alert-success');
  });

  it('shows a Visa card in Russian: the cardholder and the issuing bank, the number only as its last four', async () => {
    const current = { payee: cardDetail({ state: 2, history: [] }) };
    await payee.show(`/payees/${CARD_ID}`, { language: 'ru-RU', as: ME, api: handlers(current) });
    expect(screen.getByTestId('payee-method').textContent).toBe('Карта Visa');
    // A card has no holder type, country or scheme.
    expect(labelsOf(screen.getByTestId('payee-overview'))).toEqual([
      'Продавец',
      'Способ',
      'Назначение',
      'Кем приходится продавцу',
      'Валюта',
      'Статус',
      'Добавлен',
      'Изменён',
    ]);
    expect(labelsOf(screen.getByTestId('payee-form'))).toEqual([
      'Фамилия',
      'Имя',
      'Имя на карте',
      'Город владельца карты',
      'Номер карты',
      'Регион банка-эмитента',
      'Город банка-эмитента',
      'Адрес банка-эмитента',
      'Назначение платежей',
    ]);
    expect(screen.getByTestId('payee-form-cardNumber').textContent).toBe('•••• 1111');
    expect(screen.getByTestId('payee-form-purpose').textContent).toBe('Логистика и перевозка');
    expect(screen.getByTestId('payee-form').textContent).toContain(
      'видны только последние четыре цифры',
    );
    // Approved: nothing to decide, no note.
    expect(screen.getByTestId('payee-state').textContent).toBe('Одобрен');
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.queryByTestId('payee-decision')).toBeNull();
    expect(screen.getByTestId('section-story').textContent).toContain('Пока ничего не происходило');
  });

  it('approves the version on screen after a confirmation', async () => {
    const current = { payee: payeeDetail() };
    const { user, inputsTo } = await payee.served(current, 'en-US');
    await approveAfterConfirmation(user, inputsTo, payeeApi.decide, {
      trigger: 'payee-approve',
      title: 'Approve this payee?',
      says: 'Evergreen Components Inc (Bank account •••• 6789) of Demo Trading is approved',
      button: 'Approve',
      request: { payeeId: PAYEE_ID, version: 2, approve: true },
      done: 'Payee approved',
    });
    await waitFor(() => expect(screen.getByTestId('payee-state').textContent).toBe('Approved'));
    expect(screen.queryByTestId('payee-approve')).toBeNull();
    expect(screen.queryByTestId('payee-reject')).toBeNull();
    expect(storyOf()[0]).toBe('Approved');
  });

  it('needs a reason to refuse, then refuses the version on screen with it', async () => {
    const current = { payee: payeeDetail() };
    const { user, inputsTo } = await payee.served(current, 'en-US');
    const dialog = await openDecision(user, 'payee-reject', 'Refuse this payee');
    await confirmWithoutReason(user, dialog, 'Give a reason the merchant can act on');
    // Blanks are no reason either.
    await user.click(within(dialog).getByTestId('reject-reason'));
    await user.paste('   ');
    await confirmWithoutReason(user, dialog, 'Give a reason the merchant can act on');
    expect(inputsTo(payeeApi.decide)).toEqual([]);
    await user.clear(within(dialog).getByTestId('reject-reason'));
    await user.paste('  The routing number is not the branch of this account. ');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() =>
      expect(inputsTo(payeeApi.decide)).toEqual([
        {
          payeeId: PAYEE_ID,
          version: 2,
          approve: false,
          reason: 'The routing number is not the branch of this account.',
        },
      ]),
    );
    expect(await screen.findByText('Payee refused')).toBeTruthy();
    const decision = await screen.findByTestId('payee-decision');
    await waitFor(() =>
      expect(decision.textContent).toContain(
        'Reason: The routing number is not the branch of this account.',
      ),
    );
    expect(decision.textContent).toContain('Refused: the merchant may correct the payee');
    expect(screen.getByTestId('payee-state').textContent).toBe('Refused');
    expect(screen.queryByTestId('payee-reject')).toBeNull();
  });

  it('says so and reloads the payee when the merchant changed it meanwhile (PAYEE_CHANGED)', async () => {
    const current = { payee: payeeDetail() };
    const { user, inputsTo } = await payee.served(current, 'zh-CN', [
      decidedFirst(payeeApi.decide, { errorCode: 'PAYEE_CHANGED', message: 'changed' }, () => {
        current.payee = {
          ...current.payee,
          version: 3,
          form: { ...current.payee.form, routingNumber: '026009593' },
        };
      }),
    ]);
    expect(screen.getByTestId('payee-form-routingNumber').textContent).toBe('021000021');
    await confirmDecision(user, 'payee-approve', '确定审核通过该收款人？', '审核通过');
    await expectReloaded(
      '您查看期间该收款人已有变化（商户或其他审核员已先行处理），现已重新加载，请核对后再处理。',
      ['payee-form-routingNumber', '026009593'],
      () => inputsTo(payeeApi.opsDetail),
    );
    // Still under review: the next decision names the version reloaded.
    expect(screen.getByTestId('payee-approve')).toBeTruthy();
  });

  it('closes the reason dialog and reloads when another reviewer decided first (PAYEE_STATE)', async () => {
    const current = { payee: payeeDetail() };
    const { user, inputsTo } = await payee.served(current, 'en-US', [
      decidedFirst(payeeApi.decide, { errorCode: 'PAYEE_STATE', message: 'state' }, () => {
        current.payee = { ...current.payee, state: 2, version: 3 };
      }),
    ]);
    const dialog = await openDecision(user, 'payee-reject', 'Refuse this payee');
    await confirmWithReason(user, dialog, 'Wrong bank');
    await expectReloaded(
      'This payee changed while you were looking at it (the merchant or another reviewer was faster). It has been reloaded: check it before deciding.',
      ['payee-state', 'Approved'],
      () => inputsTo(payeeApi.opsDetail),
    );
    await waitFor(() => expect(screen.queryByTestId('reject-reason')).toBeNull());
    // Loaded twice, no more, by the time the reason dialog has closed.
    expect(inputsTo(payeeApi.opsDetail)).toHaveLength(2);
    expect(screen.queryByTestId('payee-reject')).toBeNull();
  });

  it('says when the payee does not exist', () =>
    payee.isMissing(PATH, ME, 'This payee does not exist', '/payees'));

  it('offers a retry when the payee cannot be loaded', () =>
    payee.retriesAfterOutage(PATH, ME, payeeDetail()));

  it.each(['finance', 'manager'] as const)('is refused to %s', (role) =>
    payee.isRefusedTo(PATH, role),
  );
});
