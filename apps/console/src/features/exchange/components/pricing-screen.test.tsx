import {
  exchangeApi,
  merchantsApi,
  type ExchangeConfig,
  type Language,
  type OperatorRole,
  type SpreadRule,
} from '@tradebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, pageOf, type StubAnswers } from '@tradebridge/ui/test';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, renderApp } from '../../../test/render-app.tsx';
import { expectLoadFailure } from '../../../test/failures.ts';
import { cells, choose, openDecision, rowsOf } from '../../../test/screen.ts';
import {
  exchangeConfig,
  MERCHANT_ID,
  RULE_CNY_ID,
  RULE_MERCHANT_ID,
  rule as ruleOf,
} from './test-data.ts';

afterEach(cleanUp);

const PATH = '/exchange/pricing';
const NEW_ID = '00000000-0000-4000-8000-000000000c09';
const rulesTable = () => screen.findByTestId('rules-table', {}, { timeout: 10_000 });

/** A server of the pricing: saving and deleting change it (one rule per scope) as the real one. */
const handlers = (current: { config: ExchangeConfig }): StubAnswers => [
  on(exchangeApi.config, () => ({ result: current.config })),
  on(exchangeApi.saveRule, (request) => {
    if (request.merNo && request.merNo !== 'M100000001')
      return {
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'merNo', message: 'merchantUnknown' }],
      };
    const scope = (r: Pick<SpreadRule, 'merNo' | 'sellCurrency' | 'buyCurrency'>) =>
      `${r.merNo ?? ''}/${r.sellCurrency ?? ''}/${r.buyCurrency ?? ''}`;
    const saved = ruleOf({
      id: request.id ?? NEW_ID,
      merchantId: request.merNo ? MERCHANT_ID : null,
      merNo: request.merNo ?? null,
      merchantName: request.merNo ? 'Demo Trading' : null,
      sellCurrency: request.sellCurrency ?? null,
      buyCurrency: request.buyCurrency ?? null,
      spreadBp: request.spreadBp ?? null,
      lock15mBp: request.lock15mBp ?? null,
      lock1hBp: request.lock1hBp ?? null,
      review: request.review ?? false,
      updatedBy: 'Test admin',
    });
    if (current.config.rules.some((r) => r.id !== saved.id && scope(r) === scope(saved)))
      return {
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'buyCurrency', message: 'ruleScopeTaken' }],
      };
    const others = current.config.rules.filter((r) => r.id !== saved.id);
    current.config = { ...current.config, rules: [...others, saved] };
    return { result: current.config };
  }),
  on(exchangeApi.deleteRule, ({ id }) => {
    current.config = { ...current.config, rules: current.config.rules.filter((r) => r.id !== id) };
    return { result: current.config };
  }),
  on(exchangeApi.saveWindow, (window) => {
    current.config = { ...current.config, window };
    return { result: current.config };
  }),
  on(merchantsApi.list, (body) =>
    pageOf(
      [
        {
          id: MERCHANT_ID,
          merNo: 'M100000001',
          name: 'Demo Trading',
          loginAccount: 'demo@tradebridge.dev',
          state: 1,
          entityType: 'b' as const,
          createdAt: '2026-01-01T00:00:00.000Z',
          accountManager: null,
          userCount: 2,
        },
      ],
      body,
    ),
  ),
];

/** The pricing page as an operator of `role`, answered by a server of `current`. */
const showPricing = (current: { config: ExchangeConfig }, language: Language, role: OperatorRole) =>
  renderApp(PATH, { language, as: role, api: handlers(current) });

const errorsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('exchange pricing', { timeout: 40_000 }, () => {
  it('lists the rules: scope, pair, spread or the agreement, lock extras, review, last change', async () => {
    showPricing({ config: exchangeConfig() }, 'en-US', 'finance');
    const table = await rulesTable();
    expect(
      [...table.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean),
    ).toEqual([
      'Merchant',
      'Sell → buy',
      'Spread',
      '15-minute lock',
      '1-hour lock',
      'Review',
      'Last changed',
      'Actions',
    ]);
    const rows = rowsOf(table).map((row) => cells(row).slice(0, 6));
    expect(rows).toEqual([
      [
        'All merchants',
        'Any currency → Any currency',
        'Agreementb2b 30 bp / b2c 50 bp',
        '+10 bp',
        '+25 bp',
        'No',
      ],
      [
        'All merchants',
        'Any currency → CNY',
        'Agreementb2b 30 bp / b2c 50 bp',
        '+10 bp',
        '+25 bp',
        'Review',
      ],
      ['M100000001Demo Trading', 'USD → EUR', '12 bp', '+5 bp', 'Not offered', 'No'],
    ]);
    expect(cells(rowsOf(table)[2]!)[6]).toContain('Li Na');
    expect(screen.getByTestId('rules-card').textContent).toContain('Rates from: offline');
    expect(screen.getByTestId('rule-add')).toBeTruthy();
  });

  it('is read-only for reviewers: no adding, editing, deleting or saving the window', async () => {
    showPricing({ config: exchangeConfig() }, 'en-US', 'reviewer');
    const table = await rulesTable();
    expect(screen.getByTestId('pricing-read-only').textContent).toContain(
      'Administrators and finance change it',
    );
    expect(screen.queryByTestId('rule-add')).toBeNull();
    expect(screen.queryByTestId(`rule-edit-${RULE_CNY_ID}`)).toBeNull();
    expect(cells(rowsOf(table)[0]!)).toHaveLength(7);
    expect(screen.queryByTestId('window-save')).toBeNull();
    expect(screen.getByTestId('window-opens-time')).toHaveProperty('disabled', true);
  });

  it('says what is wrong under each field of a new rule, and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    const current = { config: exchangeConfig() };
    const { inputsTo } = showPricing(current, 'en-US', 'admin');
    await rulesTable();
    const dialog = await openDecision(user, 'rule-add', 'Add a pricing rule');
    await user.click(within(dialog).getByText('One merchant'));
    await choose('rule-sell', 'USD');
    await choose('rule-buy', 'USD');
    await user.click(within(dialog).getByText('A spread of its own'));
    await user.click(within(dialog).getByTestId('rule-lock15m'));
    await user.type(within(dialog).getByTestId('rule-lock15mBp'), '1500');
    await user.click(within(dialog).getByTestId('rule-lock1h'));
    await user.type(within(dialog).getByTestId('rule-lock1hBp'), '2.5');
    await user.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() =>
      expect(errorsOf(dialog)).toEqual([
        'Choose the merchant',
        'Must differ from the sell currency',
        'Enter the basis points',
        'A whole number of basis points from 0 to 1000',
        'A whole number of basis points from 0 to 1000',
      ]),
    );
    expect(inputsTo(exchangeApi.saveRule)).toEqual([]);

    await choose('rule-merchant', 'Demo Trading (M100000001)');
    await choose('rule-buy', 'CNY');
    await user.type(within(dialog).getByTestId('rule-spread'), '15');
    await user.clear(within(dialog).getByTestId('rule-lock15mBp'));
    await user.type(within(dialog).getByTestId('rule-lock15mBp'), '8');
    await user.click(within(dialog).getByTestId('rule-lock1h'));
    await user.click(within(dialog).getByTestId('rule-review'));
    await user.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.saveRule)).toEqual([
        {
          merNo: 'M100000001',
          sellCurrency: 'USD',
          buyCurrency: 'CNY',
          spreadBp: 15,
          lock15mBp: 8,
          lock1hBp: null,
          review: true,
        },
      ]),
    );
    expect(await screen.findByText('Pricing rule saved')).toBeTruthy();
    const table = await rulesTable();
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4));
    expect(cells(rowsOf(table)[3]!).slice(0, 6)).toEqual([
      'M100000001Demo Trading',
      'USD → CNY',
      '15 bp',
      '+8 bp',
      'Not offered',
      'Review',
    ]);
  });

  it('edits a rule, and puts the server’s refusal of a taken scope under the buy currency', async () => {
    const user = userEvent.setup();
    const current = { config: exchangeConfig() };
    const { inputsTo } = showPricing(current, 'ru-RU', 'finance');
    await rulesTable();
    const dialog = await openDecision(
      user,
      `rule-edit-${RULE_MERCHANT_ID}`,
      'Изменение правила цены',
    );
    expect(within(dialog).getByTestId('rule-merchant').textContent).toContain(
      'Demo Trading (M100000001)',
    );
    // The merchant's USD → EUR rule moved onto the rule of all merchants' CNY purchases: taken.
    await user.click(within(dialog).getByText('Все продавцы'));
    await choose('rule-sell', 'Любая валюта');
    await choose('rule-buy', 'CNY');
    await user.click(within(dialog).getByTestId('rule-save'));
    expect(
      await within(dialog).findByText('Правило для этого продавца и пары уже есть — измените его'),
    ).toBeTruthy();
    await choose('rule-buy', 'JPY');
    await user.click(within(dialog).getByText('По соглашению (b2b 30 б. п. / b2c 50 б. п.)'));
    await user.click(within(dialog).getByTestId('rule-save'));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.saveRule).at(-1)).toEqual({
        id: RULE_MERCHANT_ID,
        merNo: null,
        sellCurrency: null,
        buyCurrency: 'JPY',
        spreadBp: null,
        lock15mBp: 5,
        lock1hBp: null,
        review: false,
      }),
    );
    expect(await screen.findByText('Правило цены сохранено')).toBeTruthy();
  });

  it('deletes a rule after a confirmation', async () => {
    const user = userEvent.setup();
    const current = { config: exchangeConfig() };
    const { inputsTo } = showPricing(current, 'en-US', 'admin');
    const table = await rulesTable();
    const confirm = await openDecision(
      user,
      `rule-delete-${RULE_CNY_ID}`,
      'Delete this pricing rule?',
    );
    expect(confirm.textContent).toContain(
      'The rule of All merchants for Any currency → CNY is deleted.',
    );
    await user.click(within(confirm).getByTestId('rule-delete-confirm'));
    await waitFor(() => expect(inputsTo(exchangeApi.deleteRule)).toEqual([{ id: RULE_CNY_ID }]));
    expect(await screen.findByText('Rule deleted')).toBeTruthy();
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
  });

  it('says so when no rule exists', async () => {
    showPricing({ config: exchangeConfig({ rules: [] }) }, 'zh-CN', 'admin');
    await rulesTable();
    expect(
      screen.getByText(
        '暂无规则：所有商户按协议点差换汇（B2B 30 基点 / B2C 50 基点），仅提供 1 分钟锁汇，无需审核。',
      ),
    ).toBeTruthy();
  });

  it('says the trading window in words, edits it with a message per field, and saves it after a confirmation', async () => {
    const user = userEvent.setup();
    const current = { config: exchangeConfig() };
    const { inputsTo } = showPricing(current, 'en-US', 'finance');
    await rulesTable();
    const sentence = screen.getByTestId('window-sentence');
    expect(sentence.textContent).toBe(
      'Exchanges are open every week from Monday 06:00 to Saturday 06:00, Asia/Shanghai time.' +
        'Exchanges between USDT and USDC are open around the clock.',
    );
    const closes = within(screen.getByTestId('window-card')).getByTestId('window-closes-time');
    await user.clear(closes);
    await user.type(closes, '25:00');
    await user.click(screen.getByTestId('window-save'));
    expect(await screen.findByText('A time as HH:MM, for example 06:00')).toBeTruthy();
    expect(inputsTo(exchangeApi.saveWindow)).toEqual([]);

    await user.clear(closes);
    await user.type(closes, '22:00');
    await choose('window-closes-day', 'Friday');
    await choose('window-opens-day', 'Sunday');
    const opens = screen.getByTestId('window-opens-time');
    await user.clear(opens);
    await user.type(opens, '22:00');
    await waitFor(() =>
      expect(sentence.textContent).toContain(
        'from Sunday 22:00 to Friday 22:00, Asia/Shanghai time.',
      ),
    );
    const confirm = await openDecision(user, 'window-save', 'Save the trading window?');
    expect(within(confirm).getByTestId('window-confirm').textContent).toContain(
      'Exchanges are open every week from Sunday 22:00 to Friday 22:00, Asia/Shanghai time.',
    );
    await user.click(within(confirm).getByTestId('window-confirm-ok'));
    await waitFor(() =>
      expect(inputsTo(exchangeApi.saveWindow)).toEqual([
        {
          timeZone: 'Asia/Shanghai',
          opens: { weekday: 7, time: '22:00' },
          closes: { weekday: 5, time: '22:00' },
          alwaysOpen: ['USDT', 'USDC'],
        },
      ]),
    );
    expect(await screen.findByText('Trading window saved')).toBeTruthy();
  });

  it('says the window in Russian with the days in their case', async () => {
    showPricing(
      {
        config: exchangeConfig({
          window: {
            timeZone: 'Europe/Moscow',
            opens: { weekday: 1, time: '09:00' },
            closes: { weekday: 5, time: '18:00' },
            alwaysOpen: ['USDT'],
          },
        }),
      },
      'ru-RU',
      'admin',
    );
    await rulesTable();
    expect(screen.getByTestId('window-sentence').textContent).toBe(
      'Обмены доступны каждую неделю с понедельника 09:00 до пятницы 18:00 по времени Europe/Moscow.' +
        'В списке только USDT: пара торгуется круглосуточно, лишь когда в списке обе её валюты, поэтому таких пар нет.',
    );
  });

  it('says when the pricing cannot be loaded', () =>
    expectLoadFailure(PATH, 'admin', exchangeApi.config, 'pricing-error'));
});
