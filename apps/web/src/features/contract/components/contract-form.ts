// The contract form's values and the request they make (ZAddContractRequest): the validity period
// is one range on screen and two dates on the wire, and must include today (spec §5: the contract
// within its validity period) — the user's own today, which the server accepts in any time zone.
import {
  type AddContractRequest,
  type ContractDetail,
  type ContractType,
  type Currency,
  type TradeType,
} from '@tradebridge/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export type ContractValues = {
  contractNo?: string;
  buyerName?: string;
  buyerCountry?: string;
  tradeType?: TradeType;
  contractType?: ContractType;
  tradingCountries?: string[];
  tradingParty?: string;
  currency?: Currency;
  amount?: string;
  validity?: [Dayjs | null, Dayjs | null] | null;
  contractFileId?: string;
  hasPi?: boolean;
  piFileId?: string;
};

const DATE = 'YYYY-MM-DD';

export const contractRequestOf = (values: ContractValues) =>
  ({
    contractNo: values.contractNo ?? '',
    buyerName: values.buyerName ?? '',
    buyerCountry: values.buyerCountry ?? '',
    tradeType: values.tradeType,
    contractType: values.contractType,
    tradingCountries: values.tradingCountries ?? [],
    tradingParty: values.tradingParty ?? '',
    currency: values.currency,
    amount: values.amount ?? '',
    validFrom: values.validity?.[0]?.format(DATE),
    validTo: values.validity?.[1]?.format(DATE),
    contractFileId: values.contractFileId,
    hasPi: values.hasPi ?? false,
    ...(values.hasPi && values.piFileId ? { piFileId: values.piFileId } : {}),
  }) as AddContractRequest;

export const contractValuesOf = (contract: ContractDetail): ContractValues => ({
  contractNo: contract.contractNo,
  buyerName: contract.buyerName,
  buyerCountry: contract.buyerCountry,
  tradeType: contract.tradeType,
  contractType: contract.contractType,
  tradingCountries: contract.tradingCountries,
  tradingParty: contract.tradingParty,
  currency: contract.currency,
  amount: contract.amount,
  validity: [dayjs(contract.validFrom, DATE), dayjs(contract.validTo, DATE)],
  contractFileId: contract.contractFile.fileId,
  hasPi: contract.hasPi,
  ...(contract.piFile ? { piFileId: contract.piFile.fileId } : {}),
});

/** The form's name of a request field the server found wrong. */
export const fieldOfContractPath = (path: string): string | undefined =>
  path === 'validFrom' || path === 'validTo' ? 'validity' : path;

export type ValidityProblem = 'required' | 'reversed' | 'notYet' | 'expired';

/** Why a validity period cannot be submitted today, or null. */
export const validityProblem = (
  range: ContractValues['validity'],
  today: Dayjs = dayjs(),
): ValidityProblem | null => {
  const [from, to] = range ?? [];
  if (!from || !to) return 'required';
  if (from.isAfter(to, 'day')) return 'reversed';
  if (from.isAfter(today, 'day')) return 'notYet';
  if (to.isBefore(today, 'day')) return 'expired';
  return null;
};
