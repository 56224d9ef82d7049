// ISO 20022 pain.001.001.03 (customer credit transfer initiation, ADR 0022): the files payouts
// leave in, written as banks' implementation guides (CGI-MP, the banks' own) ask — control sums in
// the group header and every payment block, one block per execution date, priority and currency,
// clearing members named with their clearing system, no invented agent, the creditor's postal
// address, every field within its schema length. Written and read here; the independent
// implementation in the npm package iso20022.js writes pain.001 that our sandbox bank reads (tests).
import { Iso20022Error, at, element, escapeXml, lengthOf, walk, wrapLines } from './xml.ts';

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/**
 * A creditor agent's national clearing member: the clearing system by its
 * ExternalClearingSystemIdentification1Code (`USABA` ABA routing, `AUBSB` BSB, `GBDSC` UK sort
 * code, `CNAPS` China, `HKNCC` Hong Kong bank code, …), or by a proprietary name where the route
 * has no ISO code (a card network).
 */
export type ClearingMember = { system: string; proprietary: boolean; id: string };

/** One credit transfer: EndToEndId is the order number, end to end. */
export type CreditTransfer = {
  endToEndId: string;
  /** A decimal string as written (never a number). */
  amount: string;
  currency: string;
  creditor: {
    /** As it goes out: in Latin script on an international rail (the caller's choice). */
    name: string;
    street: string | null;
    buildingNumber: string | null;
    postalCode: string | null;
    town: string | null;
    /** Province or state. */
    subdivision: string | null;
    country: string | null;
    /** Unstructured lines (the payee's address as typed), wrapped to the schema's 70 characters. */
    lines: string[];
  };
  /** The IBAN, or the account's other identification. */
  account: { iban: string | null; other: string | null };
  /**
   * The creditor's bank: its BIC and/or national clearing member. Null when neither is known (an
   * IBAN without BIC): the creditor's bank is then the IBAN's, and no agent is invented for it.
   */
  agent: { bic: string | null; member: ClearingMember | null } | null;
  remittance: string;
};

export type PaymentBlock = {
  /** PmtInfId; written as `<MsgId>-<n>` when not given. */
  id?: string;
  /** HIGH for fast transfers, NORM for the others. */
  priority: 'HIGH' | 'NORM';
  /** ReqdExctnDt, YYYY-MM-DD, in the service calendar's time zone (the caller's). */
  executionDate: string;
  /** One currency per block (every transfer's). */
  transfers: CreditTransfer[];
};

export type PaymentInitiation = {
  messageId: string;
  /** Who pays: the platform, for its merchants. */
  debtorName: string;
  createdAt: Date;
  payments: PaymentBlock[];
};

/** A pain.001 as read: the blocks' ids and the totals the file declares. */
export type ReadPaymentInitiation = PaymentInitiation & {
  payments: (PaymentBlock & { id: string })[];
};

/**
 * The platform's settlement account at the sandbox bank, which every payout is debited from (a
 * real bank gives its own; the name is the installation's, PLATFORM_NAME).
 */
const DEBTOR = { id: 'TRADEBRIDGE', account: '0000000001', bic: 'TRBRHKHHXXX' };

/** The schema's lengths (pain.001.001.03: Max35Text, Max70Text, Max140Text, …). */
const MAX = {
  id: 35,
  name: 140,
  street: 70,
  buildingNumber: 16,
  postalCode: 16,
  town: 35,
  subdivision: 35,
  line: 70,
  lines: 7,
  /** What implementation guides allow beside structured fields (CGI-MP, CBPR+ hybrid). */
  guideLines: 2,
  remittance: 140,
} as const;

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** An identifier is never cut: one that does not fit is the writer's caller's mistake. */
const id = (field: string, value: string) => {
  if (!value || lengthOf(value) > MAX.id)
    throw new Iso20022Error(`${field} must be 1–${MAX.id} characters: ${JSON.stringify(value)}`);
  return value;
};

/** A free text field within its length: whole where it fits (names of 100 characters do). */
const fit = (value: string | null, max: number) =>
  value === null ? null : cut(value.replace(/\s+/g, ' ').trim(), max);

const AMOUNT = /^\d{1,13}(\.\d{1,5})?$/;

/** Exact decimal arithmetic on decimal strings (bigint at the widest scale; never a number). */
const scaled = (amounts: readonly string[]) => {
  const scale = Math.max(0, ...amounts.map((a) => (a.split('.')[1] ?? '').length));
  const values = amounts.map((a) => {
    const [whole = '0', fraction = ''] = a.split('.');
    return BigInt(whole + fraction.padEnd(scale, '0'));
  });
  return { scale, values };
};

/** The sum of decimal amounts, exactly, at the widest scale among them ("0" for none). */
export const decimalSum = (amounts: readonly string[]): string => {
  const { scale, values } = scaled(amounts);
  const digits = values
    .reduce((sum, v) => sum + v, 0n)
    .toString()
    .padStart(scale + 1, '0');
  return scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
};

/** Whether two decimal strings are the same number ("10.5" and "10.50" are). */
export const sameDecimal = (a: string, b: string) => {
  const { values } = scaled([a, b]);
  return values[0] === values[1];
};

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The address's free lines: broken between words, or packed 70 characters a line where that
 * takes more than the two lines banks' guides allow beside structured fields (the schema itself
 * allows 7: a longer address stored before the form's limit keeps every character).
 */
export const addressLinesOf = (lines: readonly string[]): string[] => {
  const wrapped = lines.flatMap((line) => wrapLines(line, MAX.line));
  if (wrapped.length <= MAX.guideLines) return wrapped;
  const packed: string[] = [];
  const chars = [...lines.map((l) => l.replace(/\s+/g, ' ').trim()).join(' ')];
  for (let i = 0; i < chars.length; i += MAX.line)
    packed.push(chars.slice(i, i + MAX.line).join(''));
  if (packed.length > MAX.lines)
    throw new Iso20022Error(`an address of more than ${MAX.lines} lines of ${MAX.line}`);
  return packed.length < wrapped.length ? packed : wrapped;
};

const addressXml = (c: CreditTransfer['creditor']) => {
  const lines = addressLinesOf(c.lines);
  const inner =
    element('StrtNm', fit(c.street, MAX.street)) +
    element('BldgNb', fit(c.buildingNumber, MAX.buildingNumber)) +
    element('PstCd', fit(c.postalCode, MAX.postalCode)) +
    element('TwnNm', fit(c.town, MAX.town)) +
    element('CtrySubDvsn', fit(c.subdivision, MAX.subdivision)) +
    element('Ctry', c.country) +
    lines.map((line) => element('AdrLine', line)).join('');
  return inner ? `<PstlAdr>${inner}</PstlAdr>` : '';
};

const agentXml = (agent: CreditTransfer['agent']) => {
  if (!agent || (!agent.bic && !agent.member)) return '';
  const { bic, member } = agent;
  const clearing = member
    ? `<ClrSysMmbId><ClrSysId>${element(member.proprietary ? 'Prtry' : 'Cd', member.system)}</ClrSysId>` +
      `${element('MmbId', id('MmbId', member.id))}</ClrSysMmbId>`
    : '';
  return `<CdtrAgt><FinInstnId>${element('BIC', bic)}${clearing}</FinInstnId></CdtrAgt>`;
};

const transferXml = (t: CreditTransfer) => {
  return (
    `<CdtTrfTxInf><PmtId><InstrId>${escapeXml(id('InstrId', t.endToEndId))}</InstrId>` +
    `<EndToEndId>${escapeXml(id('EndToEndId', t.endToEndId))}</EndToEndId></PmtId>` +
    `<Amt><InstdAmt Ccy="${escapeXml(t.currency)}">${t.amount}</InstdAmt></Amt>` +
    agentXml(t.agent) +
    `<Cdtr>${element('Nm', fit(t.creditor.name, MAX.name))}${addressXml(t.creditor)}</Cdtr>` +
    `<CdtrAcct><Id>${
      t.account.iban
        ? element('IBAN', t.account.iban)
        : `<Othr>${element('Id', id('CdtrAcct Othr Id', t.account.other ?? ''))}</Othr>`
    }</Id></CdtrAcct>` +
    (t.remittance
      ? `<RmtInf>${element('Ustrd', fit(t.remittance, MAX.remittance))}</RmtInf>`
      : '') +
    `</CdtTrfTxInf>`
  );
};

const amountsOf = (transfers: readonly CreditTransfer[]) => transfers.map((t) => t.amount);

/**
 * The blocks a set of transfers goes out in: one per execution date, priority and currency, in
 * the order they first appear (a bank books a block as one debit in one currency on one day).
 */
export const paymentBlocksOf = (
  transfers: readonly (CreditTransfer & { priority: 'HIGH' | 'NORM'; executionDate: string })[],
): PaymentBlock[] => {
  const blocks = new Map<string, PaymentBlock>();
  for (const { priority, executionDate, ...transfer } of transfers) {
    const key = `${executionDate}|${priority}|${transfer.currency}`;
    const block = blocks.get(key) ?? { priority, executionDate, transfers: [] };
    block.transfers.push(transfer);
    blocks.set(key, block);
  }
  return [...blocks.values()];
};

export const writePain001 = (message: PaymentInitiation): string => {
  const messageId = id('MsgId', message.messageId);
  const all = message.payments.flatMap((p) => p.transfers);
  for (const t of all)
    if (!AMOUNT.test(t.amount)) throw new Iso20022Error(`not an amount: ${t.amount}`);
  const ids = new Set<string>();
  const payments = message.payments
    .map((p, i) => {
      const blockId = id('PmtInfId', p.id ?? `${messageId}-${i + 1}`);
      if (ids.has(blockId)) throw new Iso20022Error(`PmtInfId ${blockId} twice`);
      ids.add(blockId);
      if (p.transfers.length === 0) throw new Iso20022Error(`payment block ${blockId} is empty`);
      if (new Set(p.transfers.map((t) => t.currency)).size > 1)
        throw new Iso20022Error(`payment block ${blockId} mixes currencies`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(p.executionDate))
        throw new Iso20022Error(`not a date: ${p.executionDate}`);
      return (
        `<PmtInf><PmtInfId>${escapeXml(blockId)}</PmtInfId><PmtMtd>TRF</PmtMtd>` +
        `<BtchBookg>false</BtchBookg><NbOfTxs>${p.transfers.length}</NbOfTxs>` +
        `<CtrlSum>${decimalSum(amountsOf(p.transfers))}</CtrlSum>` +
        `<PmtTpInf><InstrPrty>${p.priority}</InstrPrty></PmtTpInf>` +
        `<ReqdExctnDt>${p.executionDate}</ReqdExctnDt>` +
        `<Dbtr>${element('Nm', fit(message.debtorName, MAX.name))}</Dbtr><DbtrAcct><Id><Othr><Id>${DEBTOR.account}</Id></Othr></Id></DbtrAcct>` +
        `<DbtrAgt><FinInstnId><BIC>${DEBTOR.bic}</BIC></FinInstnId></DbtrAgt><ChrgBr>SHAR</ChrgBr>` +
        p.transfers.map(transferXml).join('') +
        `</PmtInf>`
      );
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN001_NAMESPACE}"><CstmrCdtTrfInitn>` +
    `<GrpHdr><MsgId>${escapeXml(messageId)}</MsgId><CreDtTm>${message.createdAt.toISOString()}</CreDtTm>` +
    `<NbOfTxs>${all.length}</NbOfTxs><CtrlSum>${decimalSum(amountsOf(all))}</CtrlSum>` +
    `<InitgPty>${element('Nm', fit(message.debtorName, MAX.name))}<Id><OrgId><Othr><Id>${DEBTOR.id}</Id></Othr></OrgId></Id></InitgPty></GrpHdr>` +
    payments +
    `</CstmrCdtTrfInitn></Document>\n`
  );
};

/** A file's declared count and control sum must be what it carries (a bank refuses it otherwise). */
const checkTotals = (
  where: string,
  declared: { count: string | null; sum: string | null },
  transfers: readonly CreditTransfer[],
) => {
  if (declared.count !== null && declared.count !== String(transfers.length))
    throw new Iso20022Error(
      `${where} declares ${declared.count} transactions and carries ${transfers.length}`,
    );
  if (declared.sum !== null) {
    const sum = decimalSum(amountsOf(transfers));
    if (!DECIMAL.test(declared.sum) || !sameDecimal(declared.sum, sum))
      throw new Iso20022Error(`${where} declares a control sum of ${declared.sum}, carries ${sum}`);
  }
};

/** Reads a pain.001.001.03 (ours or another writer's), checking its declared totals. */
export const readPain001 = (xml: string): ReadPaymentInitiation => {
  const message: ReadPaymentInitiation = {
    messageId: '',
    debtorName: '',
    createdAt: new Date(0),
    payments: [],
  };
  const group = { count: null as string | null, sum: null as string | null };
  let payment: (PaymentBlock & { id: string }) | null = null;
  let totals = { count: null as string | null, sum: null as string | null };
  let transfer: CreditTransfer | null = null;
  const blank = (): CreditTransfer => ({
    endToEndId: '',
    amount: '',
    currency: '',
    creditor: {
      name: '',
      street: null,
      buildingNumber: null,
      postalCode: null,
      town: null,
      subdivision: null,
      country: null,
      lines: [],
    },
    account: { iban: null, other: null },
    agent: null,
    remittance: '',
  });
  const agentOf = (t: CreditTransfer) => (t.agent ??= { bic: null, member: null });
  const memberOf = (t: CreditTransfer) =>
    (agentOf(t).member ??= { system: '', proprietary: false, id: '' });
  let root = '';
  walk(xml, {
    open(path, attributes) {
      if (path.length === 2) root = path[1]!;
      const name = path[path.length - 1];
      if (name === 'PmtInf') {
        payment = { id: '', priority: 'NORM', executionDate: '', transfers: [] };
        totals = { count: null, sum: null };
      }
      if (name === 'CdtTrfTxInf') transfer = blank();
      if (name === 'InstdAmt' && transfer) transfer.currency = attributes.Ccy ?? '';
    },
    close(path, text) {
      const name = path[path.length - 1];
      if (at(path, 'GrpHdr', 'MsgId')) message.messageId = text;
      else if (at(path, 'GrpHdr', 'CreDtTm')) message.createdAt = new Date(text);
      else if (at(path, 'GrpHdr', 'NbOfTxs')) group.count = text;
      else if (at(path, 'GrpHdr', 'CtrlSum')) group.sum = text;
      else if (payment && !transfer) {
        if (at(path, 'PmtInf', 'PmtInfId')) payment.id = text;
        else if (at(path, 'PmtInf', 'NbOfTxs')) totals.count = text;
        else if (at(path, 'PmtInf', 'CtrlSum')) totals.sum = text;
        else if (at(path, 'PmtTpInf', 'InstrPrty'))
          payment.priority = text === 'HIGH' ? 'HIGH' : 'NORM';
        else if (name === 'ReqdExctnDt') payment.executionDate = text;
        else if (at(path, 'Dbtr', 'Nm')) message.debtorName = text;
        else if (name === 'PmtInf') {
          checkTotals(`payment block ${payment.id}`, totals, payment.transfers);
          message.payments.push(payment);
          payment = null;
        }
      } else if (transfer) {
        const creditor = transfer.creditor;
        if (at(path, 'PmtId', 'EndToEndId')) transfer.endToEndId = text;
        else if (name === 'InstdAmt') transfer.amount = text;
        else if (at(path, 'Cdtr', 'Nm')) creditor.name = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'StrtNm')) creditor.street = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'BldgNb')) creditor.buildingNumber = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'PstCd')) creditor.postalCode = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'TwnNm')) creditor.town = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'CtrySubDvsn')) creditor.subdivision = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'Ctry')) creditor.country = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'AdrLine')) creditor.lines.push(text);
        else if (at(path, 'CdtrAcct', 'Id', 'IBAN')) transfer.account.iban = text;
        else if (at(path, 'CdtrAcct', 'Id', 'Othr', 'Id')) transfer.account.other = text;
        else if (
          at(path, 'CdtrAgt', 'FinInstnId', 'BIC') ||
          at(path, 'CdtrAgt', 'FinInstnId', 'BICFI')
        )
          agentOf(transfer).bic = text;
        else if (at(path, 'CdtrAgt', 'FinInstnId', 'ClrSysMmbId', 'ClrSysId', 'Cd'))
          memberOf(transfer).system = text;
        else if (at(path, 'CdtrAgt', 'FinInstnId', 'ClrSysMmbId', 'ClrSysId', 'Prtry'))
          Object.assign(memberOf(transfer), { system: text, proprietary: true });
        else if (at(path, 'CdtrAgt', 'FinInstnId', 'ClrSysMmbId', 'MmbId'))
          memberOf(transfer).id = text;
        else if (at(path, 'RmtInf', 'Ustrd')) transfer.remittance = text;
        else if (name === 'CdtTrfTxInf') {
          if (!transfer.endToEndId || !DECIMAL.test(transfer.amount) || !transfer.currency)
            throw new Iso20022Error('a credit transfer without its EndToEndId, amount or currency');
          payment?.transfers.push(transfer);
          transfer = null;
        }
      }
    },
  });
  if (root !== 'CstmrCdtTrfInitn' || !message.messageId)
    throw new Iso20022Error('not a pain.001 customer credit transfer initiation');
  checkTotals(
    'the file',
    group,
    message.payments.flatMap((p) => p.transfers),
  );
  return message;
};
