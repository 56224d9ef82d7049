// Stale rates stop quoting (issue 37, item 9): the rates that price exchanges may be at most a
// configured number of working days old (default 3). The reference rates are pinned to Friday
// 20 November 2026 here, so Wednesday the 25th is 3 working days on (still priced) and Thursday
// the 26th 4 (paused); an operator's longer limit resumes quoting, and an ECB rate file years old
// pauses it too.
import { ZRatesFreshness } from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, fieldsOf, ok } from '../../../../test/answers.ts';
import { createTestApp, rowsOf } from '../../../../test/app.ts';
import { ADMIN_EMAIL, enrolOperator, ops, type OpsSession } from '../../../../test/operators.ts';
import { authHeaders, login, post, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';
import { DEFAULT_REFERENCE_RATES } from '../../../core/rates/index.ts';
import { writeSettings } from '../../../core/settings/index.ts';
import { checkRateAlerts } from '../alerts.ts';

const t = useTestApp();
let demo: Tokens;
let admin: OpsSession;

const FRIDAY = '2026-11-20T00:00:00.000Z';
const WEDNESDAY = new Date('2026-11-25T02:00:00.000Z');
const THURSDAY = new Date('2026-11-26T02:00:00.000Z');
const at = (moment: Date) => {
  t.app.deps.now = () => moment;
};
const call = (path: string, body?: unknown, language = 'en-US') =>
  post(t.app, path, body, { ...authHeaders(demo), language });
const quote = () =>
  call('exchange/quote.json', {
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    side: 'sell',
    amount: '100.00',
  });
const rate = async () =>
  ok(await call('exchange/rate.json', { sellCurrency: 'USD', buyCurrency: 'EUR' })) as {
    ratesStale: unknown;
  };

beforeAll(async () => {
  await writeSettings(t.app.deps.db, {
    referenceRates: { ...DEFAULT_REFERENCE_RATES, asOf: FRIDAY, source: 'Treasury desk' },
  });
  demo = await login(t.app, 'demo@tradebridge.dev');
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
});

describe('stale rates', () => {
  it('price quotes up to the limit, 3 working days by default (a weekend does not count)', async () => {
    at(WEDNESDAY);
    expect((await rate()).ratesStale).toBeNull();
    ok(await quote());
    const freshness = ZRatesFreshness.parse(
      ok(await ops(t.app, 'exchange/ratesFreshness.json', {}, admin)),
    );
    expect(freshness).toEqual({
      provider: 'offline',
      asOf: FRIDAY,
      ageWorkingDays: 3,
      maxAgeWorkingDays: 3,
      stale: false,
    });
  });

  it('stop quoting past it, with a code and a message that say why, in every language', async () => {
    at(THURSDAY);
    const stale = {
      provider: 'offline',
      asOf: FRIDAY,
      ageWorkingDays: 4,
      maxAgeWorkingDays: 3,
      stale: true,
    };
    // The exchange screen's rate says so before anyone asks for a quote.
    expect((await rate()).ratesStale).toEqual(stale);
    const refused = await quote();
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused)).toBe('EXCHANGE_RATES_STALE');
    expect(refused.json().message).toBe(
      'Exchange is paused: the exchange rates are out of date (from 2026-11-20, older than 3 working days). It resumes as soon as new rates arrive.',
    );
    expect((await quote()).json().errorCode).toBe('EXCHANGE_RATES_STALE');
    const zh = await call(
      'exchange/quote.json',
      { sellCurrency: 'USD', buyCurrency: 'EUR', side: 'sell', amount: '100.00' },
      'zh-CN',
    );
    expect(zh.json().message).toContain('兑换已暂停');
    const ru = await call(
      'exchange/quote.json',
      { sellCurrency: 'USD', buyCurrency: 'EUR', side: 'sell', amount: '100.00' },
      'ru-RU',
    );
    expect(ru.json().message).toContain('Обмен приостановлен');
    expect(ok(await ops(t.app, 'exchange/ratesFreshness.json', {}, admin))).toEqual(stale);
    // Nor do rate alerts fire on rates no market trades at.
    expect(await checkRateAlerts(t.app.deps)).toBe(0);
  });

  it('resume under a longer limit an operator sets (audited; 1 to 30 working days)', async () => {
    at(THURSDAY);
    const refused = await ops(
      t.app,
      'exchange/ratesMaxAge/save.json',
      { maxAgeWorkingDays: 0 },
      admin,
    );
    expect(errorOf(refused)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(refused)).toEqual(['maxAgeWorkingDays']);
    const saved = ok(
      await ops(t.app, 'exchange/ratesMaxAge/save.json', { maxAgeWorkingDays: 5 }, admin),
    );
    expect(saved).toMatchObject({ ageWorkingDays: 4, maxAgeWorkingDays: 5, stale: false });
    expect((await rate()).ratesStale).toBeNull();
    ok(await quote());
    const [audit] = await rowsOf(
      t.database,
      `SELECT before, after FROM audit_log WHERE action = 'exchange.ratesMaxAgeSave'`,
    );
    expect(audit).toMatchObject({
      before: { maxAgeWorkingDays: 3 },
      after: { maxAgeWorkingDays: 5 },
    });
  });

  it('stop quoting on a rate file years old', async () => {
    const file = new URL('./eurofxref-sample.xml', import.meta.url).pathname;
    const ecb = await createTestApp({ exchangeRatesFile: file });
    try {
      // A Wednesday in 2029: the file's latest day is 24 November 2026.
      ecb.app.deps.now = () => new Date('2029-11-21T02:00:00.000Z');
      const tokens = await login(ecb.app, 'demo@tradebridge.dev');
      const res = await post(
        ecb.app,
        'exchange/quote.json',
        { sellCurrency: 'USD', buyCurrency: 'JPY', side: 'sell', amount: '100.00' },
        { ...authHeaders(tokens), language: 'en-US' },
      );
      expect(errorOf(res)).toBe('EXCHANGE_RATES_STALE');
      expect(res.json().message).toContain('from 2026-11-24');
    } finally {
      await ecb.close();
    }
  });
});
