// ISO 20022 pain.002.001.03 (customer payment status report, ADR 0022): what the bank answers a
// pain.001 with. Written (by the sandbox bank) and read here; iso20022.js reads the ones we write.
// A bank answers at any of three levels — the whole file (OrgnlGrpInfAndSts/GrpSts), a payment
// block (OrgnlPmtInfAndSts/PmtInfSts) or a transaction (TxInfAndSts/TxSts) — and
// `effectiveStatuses` says what that means for each transaction of the original file.
import { readPain001 } from './pain001.ts';
import { Iso20022Error, at, element, escapeXml, walk } from './xml.ts';

export const PAIN002_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03';

/** A status with its reason, at any level (the reason from StsRsnInf: Rsn/Cd or Rsn/Prtry). */
export type ReportedStatus = {
  /** ACTC, ACCP, ACSP, ACWC, PDNG, PART, RCVD, ACSC, RJCT, or a code this reader does not know. */
  status: string | null;
  reasonCode: string | null;
  /** Every AddtlInf of the level, joined (the bank's own words). */
  reason: string | null;
};

export type TransactionStatus = ReportedStatus & {
  /** OrgnlEndToEndId (optional in the schema; OrgnlInstrId stands in, ours carry the same). */
  endToEndId: string | null;
  instructionId: string | null;
};

export type PaymentInfoStatus = ReportedStatus & {
  paymentInfoId: string;
  transactions: TransactionStatus[];
};

export type StatusReport = {
  messageId: string;
  createdAt: Date;
  originalMessageId: string;
  group: ReportedStatus;
  payments: PaymentInfoStatus[];
};

const NO_STATUS: ReportedStatus = { status: null, reasonCode: null, reason: null };

const reasonXml = (s: ReportedStatus) =>
  s.reasonCode || s.reason
    ? `<StsRsnInf>${s.reasonCode ? `<Rsn><Cd>${escapeXml(s.reasonCode)}</Cd></Rsn>` : ''}${
        // AddtlInf holds at most 105 characters; a longer text goes in several.
        (s.reason?.match(/[\s\S]{1,105}/g) ?? []).map((part) => element('AddtlInf', part)).join('')
      }</StsRsnInf>`
    : '';

export const writePain002 = (report: StatusReport, bankName: string): string => {
  const group =
    element('GrpSts', report.group.status) + (report.group.status ? reasonXml(report.group) : '');
  const payments = report.payments
    .map(
      (p) =>
        `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${escapeXml(p.paymentInfoId)}</OrgnlPmtInfId>` +
        element('PmtInfSts', p.status) +
        (p.status ? reasonXml(p) : '') +
        p.transactions
          .map(
            (t, i) =>
              `<TxInfAndSts><StsId>${escapeXml(`${report.messageId}-${i + 1}`.slice(-35))}</StsId>` +
              element('OrgnlInstrId', t.instructionId) +
              element('OrgnlEndToEndId', t.endToEndId) +
              element('TxSts', t.status) +
              reasonXml(t) +
              `</TxInfAndSts>`,
          )
          .join('') +
        `</OrgnlPmtInfAndSts>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN002_NAMESPACE}"><CstmrPmtStsRpt>` +
    `<GrpHdr><MsgId>${escapeXml(report.messageId)}</MsgId><CreDtTm>${report.createdAt.toISOString()}</CreDtTm>` +
    `<InitgPty><Nm>${escapeXml(bankName)}</Nm></InitgPty></GrpHdr>` +
    `<OrgnlGrpInfAndSts><OrgnlMsgId>${escapeXml(report.originalMessageId)}</OrgnlMsgId>` +
    `<OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>${group}</OrgnlGrpInfAndSts>` +
    payments +
    `</CstmrPmtStsRpt></Document>\n`
  );
};

/** Collects one StsRsnInf into the level it belongs to (the first code; every text). */
const reasonCollector = () => {
  let code: string | null = null;
  const texts: string[] = [];
  return {
    code(value: string) {
      if (!code && value) code = value;
    },
    text(value: string) {
      if (value) texts.push(value);
    },
    done: (): Pick<ReportedStatus, 'reasonCode' | 'reason'> => ({
      reasonCode: code,
      reason: texts.length > 0 ? texts.join(' ') : null,
    }),
  };
};

/**
 * Reads a pain.002 status report at its three levels. Refuses (Iso20022Error, with the reason)
 * what is not one, a report without its MsgId or OrgnlMsgId, and a block without its id.
 */
export const readPain002 = (xml: string): StatusReport => {
  const report: StatusReport = {
    messageId: '',
    createdAt: new Date(0),
    originalMessageId: '',
    group: { ...NO_STATUS },
    payments: [],
  };
  let root = '';
  let payment: PaymentInfoStatus | null = null;
  let tx: TransactionStatus | null = null;
  let blockReasons = reasonCollector();
  let txReasons = reasonCollector();
  const groupReasons = reasonCollector();
  let inGroup = false;
  walk(xml, {
    open(path) {
      if (path.length === 2) root = path[1]!;
      const name = path[path.length - 1];
      if (path.length === 3 && name === 'OrgnlGrpInfAndSts') inGroup = true;
      if (path.length === 3 && name === 'OrgnlPmtInfAndSts') {
        payment = { paymentInfoId: '', ...NO_STATUS, transactions: [] };
        blockReasons = reasonCollector();
      }
      if (name === 'TxInfAndSts' && payment) {
        tx = { endToEndId: null, instructionId: null, ...NO_STATUS };
        txReasons = reasonCollector();
      }
    },
    close(path, text) {
      if (path.length === 2) return;
      const level = path[2];
      if (level === 'GrpHdr') {
        if (at(path, 'GrpHdr', 'MsgId')) report.messageId = text;
        else if (at(path, 'GrpHdr', 'CreDtTm')) report.createdAt = new Date(text);
      } else if (level === 'OrgnlGrpInfAndSts' && inGroup) {
        if (path.length === 4 && at(path, 'OrgnlMsgId')) report.originalMessageId = text;
        else if (path.length === 4 && at(path, 'GrpSts')) report.group.status = text;
        else if (at(path, 'StsRsnInf', 'Rsn', 'Cd') || at(path, 'StsRsnInf', 'Rsn', 'Prtry'))
          groupReasons.code(text);
        else if (at(path, 'StsRsnInf', 'AddtlInf')) groupReasons.text(text);
        else if (path.length === 3) {
          Object.assign(report.group, groupReasons.done());
          inGroup = false;
        }
      } else if (level === 'OrgnlPmtInfAndSts' && payment) {
        const current: PaymentInfoStatus = payment;
        if (tx) {
          if (at(path, 'TxInfAndSts', 'OrgnlEndToEndId')) tx.endToEndId = text;
          else if (at(path, 'TxInfAndSts', 'OrgnlInstrId')) tx.instructionId = text;
          else if (at(path, 'TxInfAndSts', 'TxSts')) tx.status = text;
          else if (at(path, 'StsRsnInf', 'Rsn', 'Cd') || at(path, 'StsRsnInf', 'Rsn', 'Prtry'))
            txReasons.code(text);
          else if (at(path, 'TxInfAndSts', 'StsRsnInf', 'AddtlInf')) txReasons.text(text);
          else if (at(path, 'OrgnlPmtInfAndSts', 'TxInfAndSts')) {
            Object.assign(tx, txReasons.done());
            current.transactions.push(tx);
            tx = null;
          }
        } else if (path.length === 4 && at(path, 'OrgnlPmtInfId')) current.paymentInfoId = text;
        else if (path.length === 4 && at(path, 'PmtInfSts')) current.status = text;
        else if (
          at(path, 'OrgnlPmtInfAndSts', 'StsRsnInf', 'Rsn', 'Cd') ||
          at(path, 'OrgnlPmtInfAndSts', 'StsRsnInf', 'Rsn', 'Prtry')
        )
          blockReasons.code(text);
        else if (at(path, 'OrgnlPmtInfAndSts', 'StsRsnInf', 'AddtlInf')) blockReasons.text(text);
        else if (path.length === 3) {
          Object.assign(current, blockReasons.done());
          report.payments.push(current);
          payment = null;
        }
      }
    },
  });
  if (root !== 'CstmrPmtStsRpt')
    throw new Iso20022Error(
      `not a pain.002 customer payment status report (the document holds ${root || 'nothing'})`,
    );
  if (!report.messageId) throw new Iso20022Error('a status report without its MsgId');
  if (!report.originalMessageId)
    throw new Iso20022Error('a status report without the OrgnlMsgId of the file it answers');
  if (report.payments.some((p) => !p.paymentInfoId))
    throw new Iso20022Error('a payment block status without its OrgnlPmtInfId');
  return report;
};

/** The blocks of the original pain.001 and the transactions (EndToEndIds) of each. */
export type OriginalFile = {
  messageId: string;
  blocks: { paymentInfoId: string; endToEndIds: string[] }[];
};

/** The blocks of a pain.001 (ours, as stored when it left): PmtInfId and EndToEndIds. */
export const blocksOfPain001 = (xml: string): OriginalFile => {
  const message = readPain001(xml);
  return {
    messageId: message.messageId,
    blocks: message.payments.map((p, i) => ({
      paymentInfoId: p.id ?? `${message.messageId}-${i + 1}`,
      endToEndIds: p.transfers.map((t) => t.endToEndId),
    })),
  };
};

/** Which level of the report a transaction's effective status came from. */
export type StatusLevel = 'transaction' | 'payment' | 'group';

export type EffectiveStatus = ReportedStatus & { status: string; level: StatusLevel };

/** What a report names that is not in the original file (or names no status of). */
export type UnmatchedStatus = {
  level: StatusLevel;
  /** The file's OrgnlMsgId, the block's OrgnlPmtInfId or the transaction's OrgnlEndToEndId. */
  reference: string;
  status: string | null;
};

/**
 * PART says some transactions were accepted and some not: it says nothing of one it does not
 * list. Every other status at the level of a file or block is the status of each of its
 * transactions (the ISO 20022 definition of GrpSts and PmtInfSts).
 */
const speaksForEach = (s: ReportedStatus): s is ReportedStatus & { status: string } =>
  !!s.status && s.status !== 'PART';

/**
 * Each transaction of the original file and the status the report gives it: its own (TxSts) wins;
 * else its block's (PmtInfSts); else the file's (GrpSts) — but PART at a higher level leaves a
 * transaction it does not list without one. Transactions are matched by EndToEndId within the file
 * (OrgnlInstrId when there is none; ours carry the same), blocks by OrgnlPmtInfId. A report for
 * another file matches nothing.
 */
export const effectiveStatuses = (report: StatusReport, original: OriginalFile | null) => {
  const statuses = new Map<string, EffectiveStatus>();
  const unmatched: UnmatchedStatus[] = [];
  if (!original || original.messageId !== report.originalMessageId) {
    unmatched.push({
      level: 'group',
      reference: report.originalMessageId,
      status: report.group.status,
    });
    for (const p of report.payments) {
      unmatched.push({ level: 'payment', reference: p.paymentInfoId, status: p.status });
      for (const t of p.transactions)
        unmatched.push({
          level: 'transaction',
          reference: t.endToEndId ?? t.instructionId ?? '',
          status: t.status,
        });
    }
    return { statuses, unmatched };
  }
  const inFile = new Set(original.blocks.flatMap((b) => b.endToEndIds));
  const reportedBlocks = new Map(report.payments.map((p) => [p.paymentInfoId, p]));
  for (const p of report.payments)
    if (!original.blocks.some((b) => b.paymentInfoId === p.paymentInfoId))
      unmatched.push({ level: 'payment', reference: p.paymentInfoId, status: p.status });
  // Higher levels first, so that a transaction's own status overwrites them.
  for (const block of original.blocks) {
    const reported = reportedBlocks.get(block.paymentInfoId);
    const [source, level] =
      reported && reported.status
        ? [reported, 'payment' as const]
        : [report.group, 'group' as const];
    if (!speaksForEach(source)) continue;
    for (const endToEndId of block.endToEndIds)
      statuses.set(endToEndId, {
        status: source.status,
        reasonCode: source.reasonCode,
        reason: source.reason,
        level,
      });
  }
  for (const p of report.payments)
    for (const t of p.transactions) {
      const id = t.endToEndId ?? t.instructionId;
      if (!id || !inFile.has(id)) {
        unmatched.push({ level: 'transaction', reference: id ?? '', status: t.status });
        continue;
      }
      if (t.status)
        statuses.set(id, {
          status: t.status,
          reasonCode: t.reasonCode,
          reason: t.reason,
          level: 'transaction',
        });
    }
  return { statuses, unmatched };
};
