// pain.002 at every level (issue 37): reports written by hand from the ISO 20022 pain.002.001.03
// definition — a whole file answered by GrpSts, a block by PmtInfSts, transactions by TxSts — each
// checked against the official schema first, then read and resolved to each transaction of the
// original file with the precedence the definition gives (transaction, then block, then file;
// PART speaks for none it does not list).
import { describe, expect, it } from 'vitest';
import { needSchemas, schemaErrors } from '../../test/xsd.ts';
import { writePain001 } from './pain001.ts';
import { blocksOfPain001, effectiveStatuses, readPain002, type OriginalFile } from './pain002.ts';
import { Iso20022Error } from './xml.ts';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03';

/** A report around its OrgnlGrpInfAndSts contents and its blocks, as a bank writes it. */
const doc = (group: string, blocks = '') => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${NS}">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>BANK-RPT-0001</MsgId>
      <CreDtTm>2026-11-25T10:15:00</CreDtTm>
      <InitgPty><Nm>Example Bank AG</Nm></InitgPty>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>TB1</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>
      ${group}
    </OrgnlGrpInfAndSts>
    ${blocks}
  </CstmrPmtStsRpt>
</Document>
`;

/** The file the reports answer: two blocks, three transactions. */
const ORIGINAL: OriginalFile = {
  messageId: 'TB1',
  blocks: [
    { paymentInfoId: 'TB1-1', endToEndIds: ['PO1', 'PO2'] },
    { paymentInfoId: 'TB1-2', endToEndIds: ['PO3'] },
  ],
};

const resolve = async (xml: string, original: OriginalFile | null = ORIGINAL) => {
  const { statuses, unmatched } = effectiveStatuses(readPain002(xml), original);
  return {
    statuses: Object.fromEntries(
      [...statuses].map(([id, s]) => [
        id,
        [s.status, s.level, s.reasonCode, s.reason].filter((v) => v !== null).join(' | '),
      ]),
    ),
    unmatched,
  };
};

const valid = async (xml: string) => expect(await schemaErrors(xml)).toEqual([]);

describe('pain.002 at the level of the file (GrpSts)', () => {
  const rejectedWhole = doc(`
      <OrgnlNbOfTxs>3</OrgnlNbOfTxs>
      <GrpSts>RJCT</GrpSts>
      <StsRsnInf>
        <Rsn><Cd>FF01</Cd></Rsn>
        <AddtlInf>Invalid file format: element Cdtr missing</AddtlInf>
        <AddtlInf>in block TB1-2</AddtlInf>
      </StsRsnInf>`);

  it('rejects every transaction of a file rejected whole (FF01), with the bank’s words', async (ctx) => {
    needSchemas(ctx);
    await valid(rejectedWhole);
    const report = readPain002(rejectedWhole);
    expect(report).toMatchObject({
      messageId: 'BANK-RPT-0001',
      originalMessageId: 'TB1',
      group: {
        status: 'RJCT',
        reasonCode: 'FF01',
        reason: 'Invalid file format: element Cdtr missing in block TB1-2',
      },
      payments: [],
    });
    expect(await resolve(rejectedWhole)).toEqual({
      statuses: {
        PO1: 'RJCT | group | FF01 | Invalid file format: element Cdtr missing in block TB1-2',
        PO2: 'RJCT | group | FF01 | Invalid file format: element Cdtr missing in block TB1-2',
        PO3: 'RJCT | group | FF01 | Invalid file format: element Cdtr missing in block TB1-2',
      },
      unmatched: [],
    });
  });

  it('accepts technically (ACTC) first, then settles (ACSC): each for every transaction', async (ctx) => {
    needSchemas(ctx);
    const accepted = doc('<GrpSts>ACTC</GrpSts>');
    const settled = doc('<GrpSts>ACSC</GrpSts>');
    await valid(accepted);
    await valid(settled);
    expect((await resolve(accepted)).statuses).toEqual({
      PO1: 'ACTC | group',
      PO2: 'ACTC | group',
      PO3: 'ACTC | group',
    });
    expect((await resolve(settled)).statuses).toEqual({
      PO1: 'ACSC | group',
      PO2: 'ACSC | group',
      PO3: 'ACSC | group',
    });
  });

  it('says nothing of an unlisted transaction when the file is PART, each listed its own', async (ctx) => {
    needSchemas(ctx);
    const partial = doc(
      '<GrpSts>PART</GrpSts>',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-1</OrgnlPmtInfId>
        <TxInfAndSts>
          <StsId>1</StsId>
          <OrgnlInstrId>PO1</OrgnlInstrId>
          <OrgnlEndToEndId>PO1</OrgnlEndToEndId>
          <TxSts>ACSC</TxSts>
        </TxInfAndSts>
        <TxInfAndSts>
          <StsId>2</StsId>
          <OrgnlEndToEndId>PO2</OrgnlEndToEndId>
          <TxSts>RJCT</TxSts>
          <StsRsnInf>
            <Orgtr><Nm>Beneficiary Bank</Nm></Orgtr>
            <Rsn><Cd>AC01</Cd></Rsn>
            <AddtlInf>IBAN check digits wrong</AddtlInf>
            <AddtlInf>(DE89…3001)</AddtlInf>
          </StsRsnInf>
        </TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(partial);
    expect(await resolve(partial)).toEqual({
      statuses: {
        PO1: 'ACSC | transaction',
        PO2: 'RJCT | transaction | AC01 | IBAN check digits wrong (DE89…3001)',
      },
      unmatched: [],
    });
  });

  it('keeps pending (PDNG) and received (RCVD) for every transaction, as not final', async (ctx) => {
    needSchemas(ctx);
    const pending = doc(
      '<GrpSts>PDNG</GrpSts><StsRsnInf><Rsn><Cd>NARR</Cd></Rsn><AddtlInf>Compliance check</AddtlInf></StsRsnInf>',
    );
    await valid(pending);
    expect((await resolve(pending)).statuses.PO3).toBe('PDNG | group | NARR | Compliance check');
    const received = doc('<GrpSts>RCVD</GrpSts>');
    await valid(received);
    expect((await resolve(received)).statuses.PO1).toBe('RCVD | group');
  });
});

describe('pain.002 at the level of a payment block (PmtInfSts)', () => {
  it('rejects every transaction of a block rejected whole and leaves the other block', async (ctx) => {
    needSchemas(ctx);
    const blockRejected = doc(
      '',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-2</OrgnlPmtInfId>
        <OrgnlNbOfTxs>1</OrgnlNbOfTxs>
        <PmtInfSts>RJCT</PmtInfSts>
        <StsRsnInf><Rsn><Cd>AM04</Cd></Rsn><AddtlInf>Insufficient funds on debtor account</AddtlInf></StsRsnInf>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(blockRejected);
    const report = readPain002(blockRejected);
    expect(report.group.status).toBeNull();
    expect(report.payments).toMatchObject([
      { paymentInfoId: 'TB1-2', status: 'RJCT', reasonCode: 'AM04', transactions: [] },
    ]);
    expect(await resolve(blockRejected)).toEqual({
      statuses: { PO3: 'RJCT | payment | AM04 | Insufficient funds on debtor account' },
      unmatched: [],
    });
  });

  it('lets a block’s status overrule the file’s, and a transaction’s overrule its block’s', async (ctx) => {
    needSchemas(ctx);
    const layered = doc(
      '<GrpSts>ACCP</GrpSts>',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-1</OrgnlPmtInfId>
        <PmtInfSts>ACSP</PmtInfSts>
        <TxInfAndSts>
          <OrgnlEndToEndId>PO2</OrgnlEndToEndId>
          <TxSts>ACWC</TxSts>
          <StsRsnInf><AddtlInf>Value date moved to 2026-11-26</AddtlInf></StsRsnInf>
        </TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(layered);
    expect((await resolve(layered)).statuses).toEqual({
      PO1: 'ACSP | payment',
      PO2: 'ACWC | transaction | Value date moved to 2026-11-26',
      PO3: 'ACCP | group',
    });
  });

  it('says nothing of a block’s unlisted transactions when the block is PART', async (ctx) => {
    needSchemas(ctx);
    const partial = doc(
      '<GrpSts>ACTC</GrpSts>',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-1</OrgnlPmtInfId>
        <PmtInfSts>PART</PmtInfSts>
        <TxInfAndSts><OrgnlEndToEndId>PO1</OrgnlEndToEndId><TxSts>RJCT</TxSts>
          <StsRsnInf><Rsn><Cd>BE05</Cd></Rsn></StsRsnInf></TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(partial);
    // PO2 is in a PART block: neither the block nor the file's ACTC speaks for it.
    expect((await resolve(partial)).statuses).toEqual({
      PO1: 'RJCT | transaction | BE05',
      PO3: 'ACTC | group',
    });
  });
});

describe('pain.002 at the level of a transaction (TxSts)', () => {
  it('matches by OrgnlInstrId when OrgnlEndToEndId is absent, and keeps a proprietary reason', async (ctx) => {
    needSchemas(ctx);
    const byInstruction = doc(
      '',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-2</OrgnlPmtInfId>
        <TxInfAndSts>
          <OrgnlInstrId>PO3</OrgnlInstrId>
          <TxSts>RJCT</TxSts>
          <StsRsnInf><Rsn><Prtry>X42</Prtry></Rsn><AddtlInf>Beneficiary on internal list</AddtlInf></StsRsnInf>
        </TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(byInstruction);
    expect((await resolve(byInstruction)).statuses).toEqual({
      PO3: 'RJCT | transaction | X42 | Beneficiary on internal list',
    });
  });

  it('keeps a reason code it does not know as the bank sent it', async (ctx) => {
    needSchemas(ctx);
    const unknownReason = doc(
      '',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-1</OrgnlPmtInfId>
        <TxInfAndSts><OrgnlEndToEndId>PO1</OrgnlEndToEndId><TxSts>RJCT</TxSts>
          <StsRsnInf><Rsn><Cd>ZZ99</Cd></Rsn><AddtlInf>Rejected by correspondent</AddtlInf></StsRsnInf>
        </TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(unknownReason);
    expect((await resolve(unknownReason)).statuses).toEqual({
      PO1: 'RJCT | transaction | ZZ99 | Rejected by correspondent',
    });
  });

  it('keeps a status code it does not know, unguessed (a later version’s ACCC)', async () => {
    // pain.002.001.03 has no ACCC (later versions do): such a file fails the .03 schema, so it is
    // not validated here; the reader keeps the code for the timeline and decides nothing with it.
    const later = doc(
      '',
      `<OrgnlPmtInfAndSts><OrgnlPmtInfId>TB1-1</OrgnlPmtInfId>
        <TxInfAndSts><OrgnlEndToEndId>PO2</OrgnlEndToEndId><TxSts>ACCC</TxSts></TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    expect((await resolve(later)).statuses).toEqual({ PO2: 'ACCC | transaction' });
  });

  it('names what it cannot match: another block, a transaction not in the file', async (ctx) => {
    needSchemas(ctx);
    const strangers = doc(
      '',
      `<OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-9</OrgnlPmtInfId>
        <PmtInfSts>RJCT</PmtInfSts>
      </OrgnlPmtInfAndSts>
      <OrgnlPmtInfAndSts>
        <OrgnlPmtInfId>TB1-1</OrgnlPmtInfId>
        <TxInfAndSts><OrgnlEndToEndId>PO9</OrgnlEndToEndId><TxSts>ACSC</TxSts></TxInfAndSts>
        <TxInfAndSts><OrgnlEndToEndId>PO1</OrgnlEndToEndId><TxSts>ACSC</TxSts></TxInfAndSts>
      </OrgnlPmtInfAndSts>`,
    );
    await valid(strangers);
    expect(await resolve(strangers)).toEqual({
      statuses: { PO1: 'ACSC | transaction' },
      unmatched: [
        { level: 'payment', reference: 'TB1-9', status: 'RJCT' },
        { level: 'transaction', reference: 'PO9', status: 'ACSC' },
      ],
    });
  });

  it('matches nothing of a report for a file that is not the one given', async () => {
    const other = doc('<GrpSts>RJCT</GrpSts>');
    expect(await resolve(other, null)).toEqual({
      statuses: {},
      unmatched: [{ level: 'group', reference: 'TB1', status: 'RJCT' }],
    });
    expect(
      (await resolve(other, { ...ORIGINAL, messageId: 'TB2' })).unmatched.map((u) => u.level),
    ).toEqual(['group']);
  });
});

describe('pain.002 refused', () => {
  it('refuses what is not a pain.002, saying why', () => {
    expect(() => readPain002('<Document/>')).toThrow(/not a pain.002.*nothing/);
    expect(() =>
      readPain002(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>',
      ),
    ).toThrow(/BkToCstmrDbtCdtNtfctn/);
    expect(() => readPain002('<Document><CstmrPmtStsRpt>')).toThrow(Iso20022Error);
    expect(() => readPain002('not xml')).toThrow(Iso20022Error);
    expect(() =>
      readPain002(
        `<Document xmlns="${NS}"><CstmrPmtStsRpt><GrpHdr><MsgId>M</MsgId></GrpHdr></CstmrPmtStsRpt></Document>`,
      ),
    ).toThrow(/OrgnlMsgId/);
  });
});

describe('the blocks of a pain.001', () => {
  it('reads each block’s PmtInfId and the EndToEndIds under it', () => {
    const transfer = (endToEndId: string) => ({
      endToEndId,
      amount: '1.00',
      currency: 'USD',
      creditor: {
        name: 'A',
        street: null,
        buildingNumber: null,
        postalCode: null,
        town: null,
        subdivision: null,
        country: 'US',
        lines: [],
      },
      account: { iban: null, other: '1' },
      agent: { bic: 'CHASUS33', member: null },
      remittance: '',
    });
    const xml = writePain001({
      messageId: 'TB9',
      debtorName: 'Tradebridge',
      createdAt: new Date('2026-11-25T02:00:00Z'),
      payments: [
        { priority: 'HIGH', executionDate: '2026-11-25', transfers: [transfer('PO1')] },
        {
          priority: 'NORM',
          executionDate: '2026-11-25',
          transfers: [transfer('PO2'), transfer('PO3')],
        },
      ],
    });
    const blocks = blocksOfPain001(xml);
    expect(blocks.messageId).toBe('TB9');
    expect(blocks.blocks.map((b) => b.endToEndIds)).toEqual([['PO1'], ['PO2', 'PO3']]);
    expect(new Set(blocks.blocks.map((b) => b.paymentInfoId)).size).toBe(2);
  });
});
