// What a bank says of the money on an account, as the import needs it: the entries of a camt.054
// notification (versions .02, .04, .08) or of a camt.053 statement (the same entry shape), read
// whatever version, prefixes and encoding the bank used. Nothing here is decided: the reader
// reports what the file says (statuses, reversals, each batched transaction with its own payer and
// references); the import decides what that means for the ledger.
import type { BankFileProblemCode } from '@tradebridge/contracts';

/** The versions read, by the namespace `urn:iso:std:iso:20022:tech:xsd:<version>`. */
export const CAMT_VERSIONS = [
  'camt.054.001.02',
  'camt.054.001.04',
  'camt.054.001.08',
  'camt.053.001.02',
  'camt.053.001.04',
  'camt.053.001.08',
] as const;
export type CamtVersion = (typeof CAMT_VERSIONS)[number];

/** Who the other side is: an organisation (OrgId), a private person (PrvtId), or not said. */
export type PartyKind = 'organisation' | 'individual' | 'unknown';

/** The other side of a transaction: the debtor of a credit, the creditor of a debit. */
export type CamtParty = {
  /** `Nm` (under `Pty` in .08, directly in .02/.04); '' when the bank gives none. */
  name: string;
  /** The postal address as lines: `AdrLine`s, else street + building, postcode + town. */
  address: string[];
  /** `PstlAdr/Ctry`, else `CtryOfRes`. */
  country: string | null;
  kind: PartyKind;
  /** Its account: `DbtrAcct`/`CdtrAcct` IBAN, else its other identification. */
  account: string | null;
};

/** One transaction of an entry (`NtryDtls/TxDtls`): an entry may batch several. */
export type CamtTransaction = {
  /** Its own amount (`AmtDtls/TxAmt/Amt`, or `Amt` in .04/.08); null when only the entry's is given. */
  amount: string | null;
  currency: string | null;
  /** `Refs`; the literal NOTPROVIDED is null. */
  references: {
    endToEndId: string | null;
    txId: string | null;
    uetr: string | null;
    servicer: string | null;
    instruction: string | null;
  };
  counterparty: CamtParty;
  /** `UltmtDbtr` (of a credit) or `UltmtCdtr` (of a debit): its name, when given. */
  ultimateCounterparty: string | null;
  /** `RmtInf/Strd/CdtrRefInf/Ref`, each structured block's (QR, ESR/ISR, RF creditor references). */
  creditorReferences: string[];
  /** `RmtInf/Ustrd`, joined by a space. */
  note: string;
  /** `RtrInf/Rsn/Cd` of a returned or reversed payment. */
  returnReason: string | null;
};

/** One entry (`Ntry`) with the account of its notification or statement. */
export type CamtEntry = {
  version: CamtVersion;
  /** The notification's or statement's account: its IBAN or, without one, its other id. */
  account: { iban: string | null; number: string | null; currency: string | null };
  /** 0-based place among the file's entries, and the line its `<Ntry>` opens on. */
  index: number;
  line: number;
  /** `NtryRef` and `AcctSvcrRef`: both optional in every version. */
  references: { entry: string | null; servicer: string | null };
  /** As written: a decimal string, never a number. */
  amount: string;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  /** `RvslInd`: this entry reverses an earlier one (a credit reversal is a DBIT, and vice versa). */
  reversal: boolean;
  /** `Sts` (.02/.04) or `Sts/Cd` (.08). FUTR (.08) is a pending entry too. */
  status: 'BOOK' | 'PDNG' | 'INFO' | 'FUTR';
  /** `BookgDt` and `ValDt`, the day of `Dt` or of `DtTm` (YYYY-MM-DD). */
  bookingDate: string | null;
  valueDate: string | null;
  /** `BkTxCd`: the ISO domain/family/sub-family codes, else the proprietary code. */
  bankTransactionCode: {
    domain: string | null;
    family: string | null;
    subFamily: string | null;
    proprietary: string | null;
  };
  /** `NtryDtls/Btch/NbOfTxs`, when the bank says how many payments the entry batches. */
  batchCount: number | null;
  /** Every `TxDtls`, in order; [] when the bank gives none (the entry is then one payment). */
  transactions: CamtTransaction[];
  /** `AddtlNtryInf`. */
  additionalInfo: string;
};

/**
 * Where a file is wrong: the line (1-based) when known, what is wrong there (a code and the values
 * its wording names, for screens in any language) and the same in English (`message`).
 */
export type CamtProblem = {
  line: number | null;
  code: BankFileProblemCode;
  params: Record<string, string>;
  message: string;
};

/**
 * A file that is not a camt.054/camt.053 of a known version, is not well-formed, or breaks the
 * schema's structure: nothing of it is imported. `problems` holds the first ones (at most
 * MAX_PROBLEMS), in file order.
 */
export class CamtError extends Error {
  constructor(readonly problems: CamtProblem[]) {
    super(
      problems
        .map((p) => (p.line === null ? p.message : `line ${p.line}: ${p.message}`))
        .join('; '),
    );
    this.name = 'CamtError';
  }
}

export const MAX_PROBLEMS = 10;
