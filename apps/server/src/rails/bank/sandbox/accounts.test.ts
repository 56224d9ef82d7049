import { extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_ACCOUNT_CURRENCIES,
  isValidAbaRouting,
  issueAccountDetails,
  withAbaCheckDigit,
} from './accounts.ts';

const account = { id: '6f1c2a7e-0000-4000-8000-000000000001', holderName: 'Shenzhen Pengda Ltd' };

describe('the sandbox bank’s account details', () => {
  it.each(['EUR', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK'])(
    '%s: a valid IBAN of its country',
    (currency) => {
      const details = issueAccountDetails(account, currency);
      expect(isValidIBAN(details.iban!)).toBe(true);
      expect(extractIBAN(details.iban!).countryCode).toBe(
        { EUR: 'DE', GBP: 'GB', CHF: 'CH', SEK: 'SE', DKK: 'DK', NOK: 'NO' }[currency],
      );
    },
  );

  it('gives every currency a valid BIC and the same details for the same account', () => {
    for (const currency of SANDBOX_ACCOUNT_CURRENCIES) {
      const details = issueAccountDetails(account, currency);
      expect(isValidBIC(details.bic), currency).toBe(true);
      expect(issueAccountDetails(account, currency)).toEqual(details);
      expect(details.accountName).toBe(account.holderName);
    }
    const other = issueAccountDetails({ ...account, id: `${account.id.slice(0, -1)}2` }, 'EUR');
    expect(other.iban).not.toBe(issueAccountDetails(account, 'EUR').iban);
    // Where the IBAN is the account number, it is written as the bank file carries it: no spaces.
    expect(issueAccountDetails(account, 'EUR').accountNumber).toBe(
      issueAccountDetails(account, 'EUR').iban,
    );
  });

  it('USD: an ABA routing number with its check digit; AUD a BSB; GBP a sort code; CNY CNAPS', () => {
    const usd = issueAccountDetails(account, 'USD');
    expect(isValidAbaRouting(usd.routingNumber!)).toBe(true);
    expect(usd.iban).toBeNull();
    expect(issueAccountDetails(account, 'AUD').bsb).toMatch(/^\d{3}-\d{3}$/);
    const gbp = issueAccountDetails(account, 'GBP');
    expect(gbp.sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    expect(gbp.accountNumber).toMatch(/^\d{8}$/);
    expect(gbp.iban!.slice(8, 14)).toBe(gbp.sortCode!.replaceAll('-', ''));
    expect(issueAccountDetails(account, 'CNY').cnaps).toMatch(/^\d{12}$/);
  });

  it('checks ABA routing numbers as the Federal Reserve does', () => {
    expect(isValidAbaRouting('026009593')).toBe(true); // a published routing number
    expect(isValidAbaRouting('026009594')).toBe(false);
    expect(withAbaCheckDigit('02600959')).toBe('026009593');
  });

  it('opens no account in a currency it does not keep', () => {
    expect(() => issueAccountDetails(account, 'USDT')).toThrow();
  });
});
