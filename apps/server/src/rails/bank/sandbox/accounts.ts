// The sandbox bank's account details (ADR 0019): what a real bank issues for a collection account
// in each currency — account name and number, bank name and address, SWIFT/BIC always, and the
// identifiers that currency's country uses: IBAN (EUR from Germany, GBP, CHF, SEK, DKK, NOK), ABA
// routing number (USD), BSB (AUD), sort code (GBP), CNAPS (CNY). Numbers are derived from the
// account's id, so the same account always gets the same details; IBANs and BICs are built and
// checked with ibantools (national check digits included, e.g. Norway's), ABA routing numbers
// carry their check digit.
import { createHash } from 'node:crypto';
import { composeIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { AccountDetails } from '../port.ts';

/** The currency's bank branch: its country, the BIC's location code and its address. */
const BRANCHES: Record<string, { country: string; location: string; address: string }> = {
  USD: {
    country: 'US',
    location: '33',
    address: '200 Park Avenue, New York, NY 10166, United States',
  },
  EUR: {
    country: 'DE',
    location: 'FF',
    address: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
  },
  GBP: { country: 'GB', location: '2L', address: '1 Poultry, London EC2R 8EJ, United Kingdom' },
  CHF: { country: 'CH', location: 'ZZ', address: 'Bahnhofstrasse 45, 8001 Zürich, Switzerland' },
  SEK: {
    country: 'SE',
    location: 'SS',
    address: 'Kungsträdgårdsgatan 8, 111 47 Stockholm, Sweden',
  },
  DKK: { country: 'DK', location: 'KK', address: 'Holmens Kanal 2, 1092 København K, Denmark' },
  NOK: { country: 'NO', location: 'KK', address: 'Dronning Eufemias gate 30, 0191 Oslo, Norway' },
  AUD: { country: 'AU', location: '2S', address: '275 Kent Street, Sydney NSW 2000, Australia' },
  CNY: {
    country: 'CN',
    location: 'SH',
    address: '1 Lujiazui Ring Road, Pudong, Shanghai 200120, China',
  },
  CNH: { country: 'HK', location: 'HH', address: '1 Queen’s Road Central, Hong Kong' },
  HKD: { country: 'HK', location: 'HH', address: '1 Queen’s Road Central, Hong Kong' },
  JPY: {
    country: 'JP',
    location: 'JT',
    address: '2-7-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005, Japan',
  },
  SGD: { country: 'SG', location: 'SG', address: '12 Marina Boulevard, Singapore 018982' },
  CAD: {
    country: 'CA',
    location: 'TT',
    address: '100 King Street West, Toronto ON M5X 1A9, Canada',
  },
  NZD: { country: 'NZ', location: '2A', address: '80 Queen Street, Auckland 1010, New Zealand' },
};

/** The currencies the sandbox bank opens accounts in (not the stablecoins, not every fiat). */
export const SANDBOX_ACCOUNT_CURRENCIES = Object.keys(BRANCHES);

/** The sandbox bank's name, on its account details, its documents and the platform's receipts. */
export const SANDBOX_BANK_NAME = 'Tradebridge Sandbox Bank';

/** Digits (or, with `letters`, capitals) drawn from the account, the currency and a counter. */
const drawn = (seed: string, length: number, letters = false) => {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    const bytes = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of bytes) {
      if (out.length === length) break;
      out += letters ? String.fromCharCode(65 + (byte % 26)) : String(byte % 10);
    }
  }
  return out;
};

/** ABA routing number: 8 digits and the check digit (3·7·1 weights, sum a multiple of 10). */
export const withAbaCheckDigit = (eight: string) => {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...eight].reduce(
    (total, digit, index) => total + Number(digit) * weights[index]!,
    0,
  );
  return `${eight}${(10 - (sum % 10)) % 10}`;
};

export const isValidAbaRouting = (routing: string) =>
  /^\d{9}$/.test(routing) &&
  [...routing].reduce((total, digit, index) => total + Number(digit) * [3, 7, 1][index % 3]!, 0) %
    10 ===
    0;

/** The first IBAN the seed gives that passes every check of its country (national ones too). */
const ibanFor = (country: string, seed: string, bban: (attempt: string) => string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const iban = composeIBAN({ countryCode: country, bban: bban(`${seed}:${attempt}`) });
    if (iban && isValidIBAN(iban)) return iban;
  }
  throw new Error(`no valid ${country} IBAN for ${seed}`);
};

/** The details the sandbox bank issues for one account in one currency. */
export const issueAccountDetails = (
  account: { id: string; holderName: string },
  currency: string,
): AccountDetails => {
  const branch = BRANCHES[currency];
  if (!branch) throw new Error(`the sandbox bank keeps no ${currency} accounts`);
  const seed = `${account.id}:${currency}`;
  const bic = `TBSB${branch.country}${branch.location}XXX`;
  if (!isValidBIC(bic)) throw new Error(`invalid BIC ${bic}`);
  const base = {
    currency,
    accountName: account.holderName,
    bankName: SANDBOX_BANK_NAME,
    bankAddress: branch.address,
    bic,
    iban: null,
    routingNumber: null,
    bsb: null,
    sortCode: null,
    cnaps: null,
  };
  switch (branch.country) {
    case 'DE':
    case 'CH':
    case 'SE':
    case 'DK':
    case 'NO': {
      const length = { DE: 18, CH: 17, SE: 20, DK: 14, NO: 11 }[branch.country];
      const iban = ibanFor(branch.country, seed, (s) => drawn(s, length));
      return { ...base, iban, accountNumber: iban };
    }
    case 'GB': {
      const iban = ibanFor('GB', seed, (s) => `TBSB${drawn(s, 14)}`);
      return {
        ...base,
        iban,
        sortCode: `${iban.slice(8, 10)}-${iban.slice(10, 12)}-${iban.slice(12, 14)}`,
        accountNumber: iban.slice(14),
      };
    }
    case 'US':
      return {
        ...base,
        routingNumber: withAbaCheckDigit(`0260${drawn(`${seed}:aba`, 4)}`),
        accountNumber: drawn(seed, 12),
      };
    case 'AU': {
      const bsb = `06${drawn(`${seed}:bsb`, 4)}`;
      return { ...base, bsb: `${bsb.slice(0, 3)}-${bsb.slice(3)}`, accountNumber: drawn(seed, 9) };
    }
    case 'CN':
      return { ...base, cnaps: `3132${drawn(`${seed}:cnaps`, 8)}`, accountNumber: drawn(seed, 19) };
    default:
      return { ...base, accountNumber: drawn(seed, 12) };
  }
};
