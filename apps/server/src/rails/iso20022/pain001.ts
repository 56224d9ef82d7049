// ISO 20022 pain.001.001.03 (customer credit transfer initiation, ADR 0022): the files payouts
// leave in. Written and read here; the independent implementation in the npm package iso20022.js
// writes pain.001 that our sandbox bank reads (tests).
import { Iso20022Error, at, element, escapeXml, walk } from './xml.ts';

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** One credit transfer: EndToEndId is the order number, end to end. */
export type CreditTransfer = {
  endToEndId: string;
  /** A decimal string as written (never a number). */
  amount: string;
  currency: string;
  creditor: {
    name: string;
    country: string | null;
    postalCode: string | null;
    town: string | null;
  };
  /** The IBAN, or the account's other identification. */
  account: { iban: string | null; other: string | null };
  /** The creditor's bank: BIC, or a national clearing member id (ABA, BSB, CNAPS, HK bank code). */
  agent: { bic: string | null; memberId: string | null };
  remittance: string;
};

export type PaymentInitiation = {
  messageId: string;
  /** Who pays: the platform, for its merchants. */
  debtorName: string;
  createdAt: Date;
  /** HIGH for fast transfers, NORM for the others. */
  payments: { priority: 'HIGH' | 'NORM'; executionDate: string; transfers: CreditTransfer[] }[];
};

/**
 * The platform's settlement account at the sandbox bank, which every payout is debited from (a
 * real bank gives its own; the name is the installation's, PLATFORM_NAME).
 */
const DEBTOR = { id: 'TRADEBRIDGE', account: '0000000001', bic: 'TRBRHKHHXXX' };

const transferXml = (t: CreditTransfer) =>
  `<CdtTrfTxInf><PmtId><InstrId>${escapeXml(t.endToEndId)}</InstrId><EndToEndId>${escapeXml(t.endToEndId)}</EndToEndId></PmtId>` +
  `<Amt><InstdAmt Ccy="${escapeXml(t.currency)}">${escapeXml(t.amount)}</InstdAmt></Amt>` +
  `<CdtrAgt><FinInstnId>${
    t.agent.bic
      ? element('BIC', t.agent.bic)
      : `<ClrSysMmbId>${element('MmbId', t.agent.memberId ?? 'NOTPROVIDED')}</ClrSysMmbId>`
  }</FinInstnId></CdtrAgt>` +
  `<Cdtr>${element('Nm', t.creditor.name)}<PstlAdr>${element('PstCd', t.creditor.postalCode)}${element('TwnNm', t.creditor.town)}${element('Ctry', t.creditor.country)}</PstlAdr></Cdtr>` +
  `<CdtrAcct><Id>${
    t.account.iban
      ? element('IBAN', t.account.iban)
      : `<Othr>${element('Id', t.account.other)}</Othr>`
  }</Id></CdtrAcct>` +
  (t.remittance ? `<RmtInf>${element('Ustrd', t.remittance)}</RmtInf>` : '') +
  `</CdtTrfTxInf>`;

export const writePain001 = (message: PaymentInitiation): string => {
  const count = message.payments.reduce((n, p) => n + p.transfers.length, 0);
  const payments = message.payments
    .map(
      (p, i) =>
        `<PmtInf><PmtInfId>${escapeXml(`${message.messageId}-${i + 1}`)}</PmtInfId><PmtMtd>TRF</PmtMtd>` +
        `<BtchBookg>false</BtchBookg><NbOfTxs>${p.transfers.length}</NbOfTxs>` +
        `<PmtTpInf><InstrPrty>${p.priority}</InstrPrty></PmtTpInf>` +
        `<ReqdExctnDt>${p.executionDate}</ReqdExctnDt>` +
        `<Dbtr><Nm>${escapeXml(message.debtorName)}</Nm></Dbtr><DbtrAcct><Id><Othr><Id>${DEBTOR.account}</Id></Othr></Id></DbtrAcct>` +
        `<DbtrAgt><FinInstnId><BIC>${DEBTOR.bic}</BIC></FinInstnId></DbtrAgt><ChrgBr>SHAR</ChrgBr>` +
        p.transfers.map(transferXml).join('') +
        `</PmtInf>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN001_NAMESPACE}"><CstmrCdtTrfInitn>` +
    `<GrpHdr><MsgId>${escapeXml(message.messageId)}</MsgId><CreDtTm>${message.createdAt.toISOString()}</CreDtTm>` +
    `<NbOfTxs>${count}</NbOfTxs><InitgPty><Nm>${escapeXml(message.debtorName)}</Nm><Id><OrgId><Othr><Id>${DEBTOR.id}</Id></Othr></OrgId></Id></InitgPty></GrpHdr>` +
    payments +
    `</CstmrCdtTrfInitn></Document>\n`
  );
};

/** Reads a pain.001.001.03 (ours or another writer's). */
export const readPain001 = (xml: string): PaymentInitiation => {
  const message: PaymentInitiation = {
    messageId: '',
    debtorName: '',
    createdAt: new Date(0),
    payments: [],
  };
  let payment: PaymentInitiation['payments'][number] | null = null;
  let transfer: CreditTransfer | null = null;
  const blank = (): CreditTransfer => ({
    endToEndId: '',
    amount: '',
    currency: '',
    creditor: { name: '', country: null, postalCode: null, town: null },
    account: { iban: null, other: null },
    agent: { bic: null, memberId: null },
    remittance: '',
  });
  let root = '';
  walk(xml, {
    open(path, attributes) {
      if (path.length === 2) root = path[1]!;
      const name = path[path.length - 1];
      if (name === 'PmtInf') payment = { priority: 'NORM', executionDate: '', transfers: [] };
      if (name === 'CdtTrfTxInf') transfer = blank();
      if (name === 'InstdAmt' && transfer) transfer.currency = attributes.Ccy ?? '';
    },
    close(path, text) {
      const name = path[path.length - 1];
      if (at(path, 'GrpHdr', 'MsgId')) message.messageId = text;
      else if (at(path, 'GrpHdr', 'CreDtTm')) message.createdAt = new Date(text);
      else if (payment && !transfer) {
        if (at(path, 'PmtTpInf', 'InstrPrty')) payment.priority = text === 'HIGH' ? 'HIGH' : 'NORM';
        else if (name === 'ReqdExctnDt') payment.executionDate = text;
        else if (at(path, 'Dbtr', 'Nm')) message.debtorName = text;
        else if (name === 'PmtInf') {
          message.payments.push(payment);
          payment = null;
        }
      } else if (transfer) {
        if (at(path, 'PmtId', 'EndToEndId')) transfer.endToEndId = text;
        else if (name === 'InstdAmt') transfer.amount = text;
        else if (at(path, 'Cdtr', 'Nm')) transfer.creditor.name = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'Ctry')) transfer.creditor.country = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'PstCd')) transfer.creditor.postalCode = text;
        else if (at(path, 'Cdtr', 'PstlAdr', 'TwnNm')) transfer.creditor.town = text;
        else if (at(path, 'CdtrAcct', 'Id', 'IBAN')) transfer.account.iban = text;
        else if (at(path, 'CdtrAcct', 'Id', 'Othr', 'Id')) transfer.account.other = text;
        else if (
          at(path, 'CdtrAgt', 'FinInstnId', 'BIC') ||
          at(path, 'CdtrAgt', 'FinInstnId', 'BICFI')
        )
          transfer.agent.bic = text;
        else if (at(path, 'CdtrAgt', 'FinInstnId', 'ClrSysMmbId', 'MmbId'))
          transfer.agent.memberId = text;
        else if (at(path, 'RmtInf', 'Ustrd')) transfer.remittance = text;
        else if (name === 'CdtTrfTxInf') {
          if (!transfer.endToEndId || !/^\d+(\.\d+)?$/.test(transfer.amount) || !transfer.currency)
            throw new Iso20022Error('a credit transfer without its EndToEndId, amount or currency');
          payment?.transfers.push(transfer);
          transfer = null;
        }
      }
    },
  });
  if (root !== 'CstmrCdtTrfInitn' || !message.messageId)
    throw new Iso20022Error('not a pain.001 customer credit transfer initiation');
  return message;
};
