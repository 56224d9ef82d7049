// ISO 20022 pain.002.001.03 (customer payment status report, ADR 0022): what the bank answers a
// pain.001 with. Written (by the sandbox bank) and read here; iso20022.js reads the ones we write.
import { Iso20022Error, at, element, escapeXml, walk } from './xml.ts';

export const PAIN002_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03';

export type TransactionStatus = {
  endToEndId: string;
  /** ACSC settled, ACCP/ACSP/ACTC accepted on the way, PDNG pending, RJCT rejected. */
  status: string;
  reasonCode: string | null;
  reason: string | null;
};

export type StatusReport = {
  messageId: string;
  createdAt: Date;
  originalMessageId: string;
  transactions: TransactionStatus[];
};

export const writePain002 = (report: StatusReport, bankName: string): string => {
  // A group status only when every transaction has the same one (GrpSts is optional; PART,
  // which a mixed report would carry, is not read by every reader).
  const statuses = new Set(report.transactions.map((t) => t.status));
  const group = statuses.size === 1 ? `<GrpSts>${escapeXml([...statuses][0]!)}</GrpSts>` : '';
  const transactions = report.transactions
    .map(
      (t, i) =>
        `<TxInfAndSts><StsId>${escapeXml(`${report.messageId}-${i + 1}`)}</StsId>` +
        `<OrgnlEndToEndId>${escapeXml(t.endToEndId)}</OrgnlEndToEndId><TxSts>${escapeXml(t.status)}</TxSts>` +
        (t.reasonCode
          ? `<StsRsnInf><Rsn><Cd>${escapeXml(t.reasonCode)}</Cd></Rsn>${element('AddtlInf', t.reason)}</StsRsnInf>`
          : '') +
        `</TxInfAndSts>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN002_NAMESPACE}"><CstmrPmtStsRpt>` +
    `<GrpHdr><MsgId>${escapeXml(report.messageId)}</MsgId><CreDtTm>${report.createdAt.toISOString()}</CreDtTm>` +
    `<InitgPty><Nm>${escapeXml(bankName)}</Nm></InitgPty></GrpHdr>` +
    `<OrgnlGrpInfAndSts><OrgnlMsgId>${escapeXml(report.originalMessageId)}</OrgnlMsgId>` +
    `<OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>${group}</OrgnlGrpInfAndSts>` +
    `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${escapeXml(report.originalMessageId)}</OrgnlPmtInfId>${transactions}</OrgnlPmtInfAndSts>` +
    `</CstmrPmtStsRpt></Document>\n`
  );
};

/** Reads a pain.002.001.03 status report (its transactions' statuses). */
export const readPain002 = (xml: string): StatusReport => {
  const report: StatusReport = {
    messageId: '',
    createdAt: new Date(0),
    originalMessageId: '',
    transactions: [],
  };
  let tx: TransactionStatus | null = null;
  let root = '';
  walk(xml, {
    open(path) {
      if (path.length === 2) root = path[1]!;
      if (path[path.length - 1] === 'TxInfAndSts')
        tx = { endToEndId: '', status: '', reasonCode: null, reason: null };
    },
    close(path, text) {
      if (at(path, 'GrpHdr', 'MsgId')) report.messageId = text;
      else if (at(path, 'GrpHdr', 'CreDtTm')) report.createdAt = new Date(text);
      else if (at(path, 'OrgnlGrpInfAndSts', 'OrgnlMsgId')) report.originalMessageId = text;
      else if (tx) {
        if (at(path, 'OrgnlEndToEndId')) tx.endToEndId = text;
        else if (at(path, 'TxSts')) tx.status = text;
        else if (at(path, 'StsRsnInf', 'Rsn', 'Cd')) tx.reasonCode = text;
        else if (at(path, 'StsRsnInf', 'AddtlInf')) tx.reason = text;
        else if (at(path, 'TxInfAndSts')) {
          if (!tx.endToEndId || !tx.status)
            throw new Iso20022Error('a status without its EndToEndId');
          report.transactions.push(tx);
          tx = null;
        }
      }
    },
  });
  if (root !== 'CstmrPmtStsRpt' || !report.messageId)
    throw new Iso20022Error('not a pain.002 customer payment status report');
  return report;
};
