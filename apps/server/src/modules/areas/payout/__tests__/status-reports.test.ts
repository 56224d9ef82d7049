// pain.002 at every level through the product (issue 37), on PGlite and on PostgreSQL: reports a
// bank writes by hand from the ISO 20022 pain.002.001.03 definition — a file rejected whole (FF01),
// a block rejected, a PART file with mixed transactions, ACTC then ACSC, ACSP, ACWC, PDNG, codes
// this version does not know — each checked against the schema, then uploaded in the console or
// dropped into the reports inbox; the orders settle (paid out of the hold), are refunded through
// the ledger, or stay paying with the bank's status on their timeline. The sandbox bank's own
// reports at each SANDBOX_BANK_REPORT_LEVEL are checked against the schema and applied too.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  OrderState,
  StatusReportSource,
  ZPayoutOrder,
  ZPayoutPrice,
  ZStatusReportPage,
  ZStatusReportResult,
  type Currency,
  type StatusReportResult,
} from '@tradebridge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../../test/certification.ts';
import { ADMIN_EMAIL, enrolOperator, type OpsSession } from '../../../../test/operators.ts';
import { authHeaders, login, type Tokens } from '../../../../test/session.ts';
import { useTestApp } from '../../../../test/suite.ts';
import { needSchemas, schemaErrors } from '../../../../test/xsd.ts';
import { verifyLedger } from '../../../core/ledger/index.ts';
import { ops } from '../../../../test/operators.ts';
import { blocksOfPain001, readPain002 } from '../../../../rails/iso20022/pain002.ts';
import { createSandboxBank } from '../../../../rails/bank/sandbox/index.ts';
import { holdReference } from '../order-state.ts';
import { deliverFiles, writeNextFile } from '../rail-send.ts';
import { applyStatusReport, collectStatuses } from '../rail-status.ts';
import { sweepReportsInbox } from '../status-reports.ts';
import { verifyPayouts } from '../verify.ts';
import { errorOf, key, kitOf, ok, PIN, usSupplier } from './support.ts';

const t = useTestApp();
let admin: OpsSession;
let demo: Tokens;
const DEMO = 'demo@tradebridge.dev';
const WEDNESDAY = new Date('2026-11-25T02:00:00.000Z');

const kit = kitOf(() => t);
const { call, rows, paymentCode, preparePayment } = kit;
const balances = (currency: Currency = 'USD') => kit.balances(currency, demo);

let settles: string;
let fails: string;

const pay = async (amount: string, type = 2, payeeId = settles) => {
  const price = ZPayoutPrice.parse(
    ok(await call(demo, 'payout/price.json', { type, payeeId, currency: 'USD', amount })),
  );
  const order = ZPayoutOrder.parse(
    ok(
      await call(
        demo,
        'payout/create.json',
        {
          type,
          payeeId,
          currency: 'USD',
          amount,
          purpose: 'products',
          explanation: 'Order 2026-200',
          postscript: 'INVOICE 2026-200',
          reenteredAmount: price.total,
          credentials: { payPwd: PIN, accountCode: await paymentCode(demo, DEMO) },
        },
        key(),
      ),
    ),
  );
  ok(await ops(t.app, 'payout/decide.json', { orderNo: order.orderNo, approve: true }, admin));
  return order.orderNo;
};

/**
 * Sends these orders' pain.001 and withholds the sandbox bank's own answers (marked reported):
 * the reports here are the ones the tests write. The file's id and its blocks.
 */
const send = async (...orderNos: string[]) => {
  expect(await writeNextFile(t.app.deps)).toBe(orderNos.length);
  await deliverFiles(t.app.deps);
  const [file] = await rows(
    `SELECT r.message_id, r.xml FROM rail_files r JOIN payouts p ON p.rail_message_id = r.message_id
     WHERE p.order_no = '${orderNos[0]}'`,
  );
  await rows(
    `UPDATE sandbox_bank_payments SET reported_at = now() WHERE message_id = '${String(file!.message_id)}'`,
  );
  return blocksOfPain001(String(file!.xml));
};

const detail = async (orderNo: string) =>
  ZPayoutOrder.parse(ok(await call(demo, 'payout/detail.json', { orderNo })));

let reportNo = 0;
/** A report a bank writes: its header, the original group's status part and the blocks. */
const report = (
  originalMessageId: string,
  group: string,
  blocks = '',
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>BANKRPT${(reportNo += 1)}-${Math.random().toString(36).slice(2, 10)}</MsgId>
      <CreDtTm>2026-11-25T10:30:00+08:00</CreDtTm>
      <InitgPty><Nm>Example Bank (Hong Kong) Ltd</Nm></InitgPty>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${originalMessageId}</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>
      ${group}
    </OrgnlGrpInfAndSts>
    ${blocks}
  </CstmrPmtStsRpt>
</Document>
`;

const upload = async (xml: string | Buffer, name = 'pain002.xml') => {
  const { body, contentType } = multipart([
    { name: 'file', fileName: name, data: Buffer.isBuffer(xml) ? xml : Buffer.from(xml) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/ops/payout/statusReportUpload.json',
    headers: { ...authHeaders(admin), 'content-type': contentType, language: 'en-US' },
    payload: body,
  });
};

/** Uploads a report that the schema accepts, and answers what it did. */
const applied = async (xml: string): Promise<StatusReportResult> => {
  expect(await schemaErrors(xml)).toEqual([]);
  return ZStatusReportResult.parse(ok(await upload(xml)));
};

const stateOf = async (orderNo: string) => (await detail(orderNo)).state;

const clearingPosted = async (orderNo: string) =>
  (
    await rows(
      `SELECT count(*)::int AS n FROM journal_entries WHERE reference = '${holdReference(orderNo)}:resolve'`,
    )
  )[0]!.n;

beforeAll(async () => {
  t.app.deps.now = () => WEDNESDAY;
  admin = await enrolOperator(t.app, ADMIN_EMAIL);
  demo = await login(t.app, DEMO);
  await preparePayment(demo, DEMO);
  settles = await kit.addApprovedPayee(usSupplier('000123456789'), demo, admin);
  fails = await kit.addApprovedPayee(usSupplier('000123459999'), demo, admin);
});

describe('a report for the whole file (GrpSts)', () => {
  it('refunds every order of a file rejected whole (FF01) through the ledger, once', async (ctx) => {
    needSchemas(ctx);
    const start = await balances();
    const orders = [await pay('11'), await pay('12'), await pay('13')];
    const file = await send(...orders);
    expect((await balances()).available).toBeLessThan(start.available);
    const xml = report(
      file.messageId,
      `<OrgnlNbOfTxs>3</OrgnlNbOfTxs><GrpSts>RJCT</GrpSts>
       <StsRsnInf><Rsn><Cd>FF01</Cd></Rsn><AddtlInf>Schema validation failed at line 1</AddtlInf></StsRsnInf>`,
    );
    const result = await applied(xml);
    expect(result).toMatchObject({
      originalMessageId: file.messageId,
      duplicate: false,
      settled: [],
      recorded: [],
      unmatched: [],
    });
    expect([...result.rejected].sort()).toEqual([...orders].sort());
    for (const orderNo of orders) {
      const order = await detail(orderNo);
      expect(order).toMatchObject({
        state: OrderState.AbnormalRefund,
        failureCode: 'FF01',
        reason: 'Schema validation failed at line 1',
      });
      expect(order.history.find((e) => e.action === 'failed')!.bank).toEqual({
        status: 'RJCT',
        outcome: 'rejected',
        level: 'group',
        reasonCode: 'FF01',
        text: 'Schema validation failed at line 1',
      });
    }
    // The money is back: available and frozen as before the three orders.
    expect(await balances()).toEqual(start);
    // The same report again changes nothing.
    const events = (await rows(`SELECT count(*)::int AS n FROM payout_events`))[0]!.n;
    expect(ZStatusReportResult.parse(ok(await upload(xml)))).toMatchObject({
      duplicate: true,
      rejected: [],
    });
    expect((await rows(`SELECT count(*)::int AS n FROM payout_events`))[0]!.n).toBe(events);
    expect(await balances()).toEqual(start);
  });

  it('keeps a technical acceptance (ACTC) on the timeline, the order paying, then settles (ACSC)', async (ctx) => {
    needSchemas(ctx);
    const start = await balances();
    const orders = [await pay('21'), await pay('22')];
    const file = await send(...orders);
    const held = await balances();
    const accepted = await applied(report(file.messageId, '<GrpSts>ACTC</GrpSts>'));
    expect(accepted.recorded).toEqual(
      expect.arrayContaining(orders.map((orderNo) => ({ orderNo, status: 'ACTC' }))),
    );
    expect(accepted.settled).toEqual([]);
    const waiting = await detail(orders[0]!);
    // Accepted is not paid: still paying, waiting for the bank, the money still frozen.
    expect(waiting).toMatchObject({ state: OrderState.Paying, waitingFor: 'bank' });
    expect(waiting.history.at(-1)).toMatchObject({
      action: 'bankStatus',
      state: OrderState.Paying,
      bank: { status: 'ACTC', outcome: 'accepted', level: 'group', reasonCode: null },
    });
    expect(await balances()).toEqual(held);
    expect(await clearingPosted(orders[0]!)).toBe(0);

    const settled = await applied(report(file.messageId, '<GrpSts>ACSC</GrpSts>'));
    expect([...settled.settled].sort()).toEqual([...orders].sort());
    for (const orderNo of orders) {
      expect(await stateOf(orderNo)).toBe(OrderState.PaymentSuccess);
      expect(await clearingPosted(orderNo)).toBe(1);
    }
    const end = await balances();
    expect(end.frozen).toBe(start.frozen);
    expect(end.available).toBe(held.available);
    expect((await detail(orders[1]!)).history.map((e) => e.action)).toEqual([
      'submitted',
      'reviewPassed',
      'sent',
      'bankStatus',
      'settled',
    ]);
  });

  it('settles and refunds a PART file’s listed transactions and leaves an unlisted one paying', async (ctx) => {
    needSchemas(ctx);
    const [paid, refused, unlisted] = [await pay('31'), await pay('32'), await pay('33')];
    const file = await send(paid!, refused!, unlisted!);
    const block = file.blocks[0]!.paymentInfoId;
    const result = await applied(
      report(
        file.messageId,
        '<GrpSts>PART</GrpSts>',
        `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${block}</OrgnlPmtInfId>
          <TxInfAndSts><StsId>1</StsId><OrgnlInstrId>${paid}</OrgnlInstrId><OrgnlEndToEndId>${paid}</OrgnlEndToEndId><TxSts>ACSC</TxSts></TxInfAndSts>
          <TxInfAndSts><StsId>2</StsId><OrgnlEndToEndId>${refused}</OrgnlEndToEndId><TxSts>RJCT</TxSts>
            <StsRsnInf><Rsn><Cd>AC01</Cd></Rsn><AddtlInf>Account number fails the bank's check</AddtlInf><AddtlInf>digit</AddtlInf></StsRsnInf></TxInfAndSts>
        </OrgnlPmtInfAndSts>`,
      ),
    );
    expect(result).toMatchObject({ settled: [paid], rejected: [refused], recorded: [] });
    expect(await stateOf(paid!)).toBe(OrderState.PaymentSuccess);
    expect(await detail(refused!)).toMatchObject({
      state: OrderState.AbnormalRefund,
      failureCode: 'AC01',
      reason: "Account number fails the bank's check digit",
    });
    // PART says nothing of a transaction it does not list.
    expect(await stateOf(unlisted!)).toBe(OrderState.Paying);
  });
});

describe('a report for a payment block (PmtInfSts)', () => {
  it('refunds every order of a rejected block and leaves the other block to its own answer', async (ctx) => {
    needSchemas(ctx);
    const start = await balances();
    const fast = await pay('41', 6);
    const ordinary = [await pay('42'), await pay('43')];
    const file = await send(fast, ...ordinary);
    expect(file.blocks).toHaveLength(2);
    const blockOf = (orderNo: string) =>
      file.blocks.find((b) => b.endToEndIds.includes(orderNo))!.paymentInfoId;
    const rejected = await applied(
      report(
        file.messageId,
        '',
        `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${blockOf(ordinary[0]!)}</OrgnlPmtInfId><OrgnlNbOfTxs>2</OrgnlNbOfTxs>
          <PmtInfSts>RJCT</PmtInfSts><StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf></OrgnlPmtInfAndSts>`,
      ),
    );
    expect([...rejected.rejected].sort()).toEqual([...ordinary].sort());
    expect(await detail(ordinary[1]!)).toMatchObject({
      state: OrderState.AbnormalRefund,
      failureCode: 'AM04',
    });
    expect(await stateOf(fast)).toBe(OrderState.Paying);
    // Delivered by the bank into the reports inbox: the fast block settles.
    const inbox = path.join(t.app.deps.config.dataDir, 'bank', 'reports');
    await mkdir(inbox, { recursive: true });
    const settledXml = report(
      file.messageId,
      '',
      `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${blockOf(fast)}</OrgnlPmtInfId><PmtInfSts>ACSC</PmtInfSts></OrgnlPmtInfAndSts>`,
    );
    expect(await schemaErrors(settledXml)).toEqual([]);
    await writeFile(path.join(inbox, 'fast-block.xml'), settledXml);
    const swept = await sweepReportsInbox(t.app.deps);
    expect(swept).toMatchObject([{ name: 'fast-block.xml', result: { settled: [fast] } }]);
    expect(existsSync(path.join(inbox, 'done', 'fast-block.xml'))).toBe(true);
    expect(await stateOf(fast)).toBe(OrderState.PaymentSuccess);
    expect(await clearingPosted(fast)).toBe(1);
    // Only the fast order's amount and fee left the wallet.
    const paidFast = await detail(fast);
    const end = await balances();
    expect(end.frozen).toBe(start.frozen);
    expect(start.available - end.available).toBe(BigInt(paidFast.total.replace('.', '')));
  });
});

describe('statuses that are not final', () => {
  it('records ACSP (block), ACWC (transaction) and PDNG (file), each order still paying', async (ctx) => {
    needSchemas(ctx);
    const fast = await pay('51', 6);
    const [changed, pending] = [await pay('52'), await pay('53')];
    const file = await send(fast, changed!, pending!);
    const blockOf = (orderNo: string) =>
      file.blocks.find((b) => b.endToEndIds.includes(orderNo))!.paymentInfoId;
    const result = await applied(
      report(
        file.messageId,
        '<GrpSts>PDNG</GrpSts><StsRsnInf><Rsn><Cd>NARR</Cd></Rsn><AddtlInf>Sanctions screening</AddtlInf></StsRsnInf>',
        `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${blockOf(fast)}</OrgnlPmtInfId><PmtInfSts>ACSP</PmtInfSts></OrgnlPmtInfAndSts>
         <OrgnlPmtInfAndSts><OrgnlPmtInfId>${blockOf(changed!)}</OrgnlPmtInfId>
           <TxInfAndSts><OrgnlEndToEndId>${changed}</OrgnlEndToEndId><TxSts>ACWC</TxSts>
             <StsRsnInf><AddtlInf>Execution date moved to 2026-11-26</AddtlInf></StsRsnInf></TxInfAndSts>
         </OrgnlPmtInfAndSts>`,
      ),
    );
    expect(result.settled).toEqual([]);
    expect(result.rejected).toEqual([]);
    expect(new Map(result.recorded.map((r) => [r.orderNo, r.status]))).toEqual(
      new Map([
        [fast, 'ACSP'],
        [changed!, 'ACWC'],
        [pending!, 'PDNG'],
      ]),
    );
    for (const orderNo of [fast, changed!, pending!])
      expect(await stateOf(orderNo)).toBe(OrderState.Paying);
    expect((await detail(pending!)).history.at(-1)!.bank).toEqual({
      status: 'PDNG',
      outcome: 'pending',
      level: 'group',
      reasonCode: 'NARR',
      text: 'Sanctions screening',
    });
    expect((await detail(changed!)).history.at(-1)!.bank).toMatchObject({
      status: 'ACWC',
      outcome: 'accepted',
      level: 'transaction',
      text: 'Execution date moved to 2026-11-26',
    });
  });

  it('records a status and a reason it does not know, deciding nothing with them', async () => {
    const [order] = [await pay('61')];
    const file = await send(order!);
    // ACCC exists in later pain.002 versions, not in .001.03 (the schema refuses it): a bank on a
    // newer version may still send it; it is kept as sent.
    const result = ZStatusReportResult.parse(
      ok(
        await upload(
          report(
            file.messageId,
            '',
            `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${file.blocks[0]!.paymentInfoId}</OrgnlPmtInfId>
              <TxInfAndSts><OrgnlEndToEndId>${order}</OrgnlEndToEndId><TxSts>ACCC</TxSts>
                <StsRsnInf><Rsn><Cd>ZZ01</Cd></Rsn><AddtlInf>Credited to creditor</AddtlInf></StsRsnInf></TxInfAndSts>
            </OrgnlPmtInfAndSts>`,
          ),
        ),
      ),
    );
    expect(result.recorded).toEqual([{ orderNo: order, status: 'ACCC' }]);
    const waiting = await detail(order!);
    expect(waiting.state).toBe(OrderState.Paying);
    expect(waiting.history.at(-1)!.bank).toEqual({
      status: 'ACCC',
      outcome: 'unknown',
      level: 'transaction',
      reasonCode: 'ZZ01',
      text: 'Credited to creditor',
    });
  });
});

describe('reports refused or not matched', () => {
  it('refuses a malformed file or another message, in the console and in the inbox', async () => {
    const notXml = await upload('this is not xml');
    expect(errorOf(notXml)).toBe('STATUS_REPORT_INVALID');
    const camt = await upload(
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>',
    );
    expect(errorOf(camt)).toBe('STATUS_REPORT_INVALID');
    expect(camt.json().message).toContain('BkToCstmrDbtCdtNtfctn');
    expect(errorOf(await upload(Buffer.alloc(0)))).toBe('STATUS_REPORT_INVALID');
    const inbox = path.join(t.app.deps.config.dataDir, 'bank', 'reports');
    await mkdir(inbox, { recursive: true });
    await writeFile(path.join(inbox, 'broken.xml'), '<Document><CstmrPmtStsRpt>');
    expect(await sweepReportsInbox(t.app.deps)).toMatchObject([{ name: 'broken.xml' }]);
    expect(existsSync(path.join(inbox, 'refused', 'broken.xml'))).toBe(true);
    expect(await readFile(path.join(inbox, 'refused', 'broken.xml.reason.txt'), 'utf8')).toMatch(
      /^STATUS_REPORT_INVALID: malformed XML/,
    );
  });

  it('names what it cannot match: a file that is not ours, a block or order not in the file', async (ctx) => {
    needSchemas(ctx);
    const foreign = await applied(report('NOT-OURS-1', '<GrpSts>RJCT</GrpSts>'));
    expect(foreign.unmatched).toEqual([
      { level: 'group', reference: 'NOT-OURS-1', status: 'RJCT' },
    ]);
    expect(foreign.rejected).toEqual([]);
    const order = await pay('71');
    const file = await send(order);
    const strangers = await applied(
      report(
        file.messageId,
        '',
        `<OrgnlPmtInfAndSts><OrgnlPmtInfId>NO-SUCH-BLOCK</OrgnlPmtInfId><PmtInfSts>RJCT</PmtInfSts></OrgnlPmtInfAndSts>
         <OrgnlPmtInfAndSts><OrgnlPmtInfId>${file.blocks[0]!.paymentInfoId}</OrgnlPmtInfId>
           <TxInfAndSts><OrgnlEndToEndId>PO-NOT-SENT</OrgnlEndToEndId><TxSts>ACSC</TxSts></TxInfAndSts>
         </OrgnlPmtInfAndSts>`,
      ),
    );
    expect(strangers.unmatched).toEqual([
      { level: 'payment', reference: 'NO-SUCH-BLOCK', status: 'RJCT' },
      { level: 'transaction', reference: 'PO-NOT-SENT', status: 'ACSC' },
    ]);
    expect(await stateOf(order)).toBe(OrderState.Paying);
    // An order answered already is unchanged by a later report.
    await applied(report(file.messageId, '<GrpSts>ACSC</GrpSts>'));
    const late = await applied(report(file.messageId, '<GrpSts>RJCT</GrpSts>'));
    expect(late).toMatchObject({ rejected: [], unchanged: [{ orderNo: order, status: 'RJCT' }] });
    expect(await stateOf(order)).toBe(OrderState.PaymentSuccess);
  });
});

describe('the sandbox bank at each level', () => {
  /** Sends the orders, lets the sandbox at `level` answer, validates and applies its reports. */
  const answeredAt = async (level: 'transaction' | 'payment' | 'group', ...orderNos: string[]) => {
    expect(await writeNextFile(t.app.deps)).toBe(orderNos.length);
    await deliverFiles(t.app.deps);
    const bank = createSandboxBank(t.database.db, 0, level);
    const reports = await bank.collectStatusReports(WEDNESDAY);
    for (const xml of reports) {
      expect(await schemaErrors(xml)).toEqual([]);
      await applyStatusReport(t.app.deps, xml, StatusReportSource.Bank);
    }
    return reports.map(readPain002);
  };

  it('answers a file that ended alike with one GrpSts at group level', async (ctx) => {
    needSchemas(ctx);
    const orders = [await pay('81'), await pay('82')];
    const [answer, ...more] = await answeredAt('group', ...orders);
    expect(more).toEqual([]);
    expect(answer!.group.status).toBe('ACSC');
    expect(answer!.payments).toEqual([]);
    for (const orderNo of orders) expect(await stateOf(orderNo)).toBe(OrderState.PaymentSuccess);
  });

  it('answers each block with its own PmtInfSts, quoting the real block ids', async (ctx) => {
    needSchemas(ctx);
    const fast = await pay('91', 6, fails);
    const ordinary = await pay('92');
    const [answer] = await answeredAt('payment', fast, ordinary);
    const [file] = await rows(
      `SELECT xml FROM rail_files WHERE message_id = '${answer!.originalMessageId}'`,
    );
    const blocks = blocksOfPain001(String(file!.xml)).blocks;
    expect(answer!.group.status).toBeNull();
    expect(
      answer!.payments.map((p) => [p.paymentInfoId, p.status, p.reasonCode, p.transactions]),
    ).toEqual(
      expect.arrayContaining([
        [blocks.find((b) => b.endToEndIds.includes(fast))!.paymentInfoId, 'RJCT', 'AC04', []],
        [blocks.find((b) => b.endToEndIds.includes(ordinary))!.paymentInfoId, 'ACSC', null, []],
      ]),
    );
    expect(await detail(fast)).toMatchObject({
      state: OrderState.AbnormalRefund,
      failureCode: 'AC04',
    });
    expect(await stateOf(ordinary)).toBe(OrderState.PaymentSuccess);
  });

  it('answers each transaction at transaction level, under its block, mixed outcomes without a GrpSts', async (ctx) => {
    needSchemas(ctx);
    const [good, bad] = [await pay('101'), await pay('102', 2, fails)];
    const [answer] = await answeredAt('transaction', good!, bad!);
    const [file] = await rows(
      `SELECT xml FROM rail_files WHERE message_id = '${answer!.originalMessageId}'`,
    );
    expect(answer!.group.status).toBeNull();
    expect(answer!.payments.map((p) => p.paymentInfoId)).toEqual(
      blocksOfPain001(String(file!.xml)).blocks.map((b) => b.paymentInfoId),
    );
    expect(
      Object.fromEntries(answer!.payments[0]!.transactions.map((tx) => [tx.endToEndId, tx.status])),
    ).toEqual({ [good!]: 'ACSC', [bad!]: 'RJCT' });
    expect(await stateOf(good!)).toBe(OrderState.PaymentSuccess);
    expect(await stateOf(bad!)).toBe(OrderState.AbnormalRefund);
  });

  it('acknowledges a file first (ACTC) when asked to, and answers it finally after', async (ctx) => {
    needSchemas(ctx);
    const order = await pay('111');
    expect(await writeNextFile(t.app.deps)).toBe(1);
    await deliverFiles(t.app.deps);
    const bank = createSandboxBank(t.database.db, 0, 'transaction', { acknowledge: true });
    const [acknowledgement, final, ...more] = await bank.collectStatusReports(WEDNESDAY);
    expect(more).toEqual([]);
    for (const xml of [acknowledgement!, final!]) expect(await schemaErrors(xml)).toEqual([]);
    expect(readPain002(acknowledgement!)).toMatchObject({
      group: { status: 'ACTC' },
      payments: [],
    });
    expect(
      await applyStatusReport(t.app.deps, acknowledgement!, StatusReportSource.Bank),
    ).toMatchObject({
      recorded: [{ orderNo: order, status: 'ACTC' }],
    });
    expect(await stateOf(order)).toBe(OrderState.Paying);
    await applyStatusReport(t.app.deps, final!, StatusReportSource.Bank);
    expect((await detail(order)).history.map((e) => e.action)).toEqual([
      'submitted',
      'reviewPassed',
      'sent',
      'bankStatus',
      'settled',
    ]);
    // Answered: nothing is acknowledged again.
    expect(await bank.collectStatusReports(WEDNESDAY)).toEqual([]);
  });

  it('leaves the ledger and the payouts consistent (the orders still paying are within a day)', async () => {
    for (const check of [
      ...(await verifyLedger(t.database.db)),
      ...(await verifyPayouts(t.database.db, WEDNESDAY)),
    ])
      expect(check.breaches, check.name).toEqual([]);
  });
});

describe('the history of the reports applied', () => {
  const at = (minutes: number) => new Date(WEDNESDAY.getTime() + minutes * 60_000);
  const history = async (pageSize: number) =>
    ZStatusReportPage.parse(
      ok(await ops(t.app, 'payout/statusReports.json', { pageNum: 1, pageSize }, admin)),
    );

  it('lists every report, uploaded, from the inbox or from the rail, newest first with what it did', async () => {
    const before = (await history(1)).total;
    const uploaded = await pay('121');
    const uploadedFile = await send(uploaded);
    const dropped = await pay('122');
    const droppedFile = await send(dropped);
    const collected = await pay('123', 2, fails);
    expect(await writeNextFile(t.app.deps)).toBe(1);
    await deliverFiles(t.app.deps);
    try {
      // A report kept before outcomes were (migration 0030): no source, no outcome.
      const old = report('OLD-PAIN001-1', '<GrpSts>ACSC</GrpSts>');
      const oldId = readPain002(old).messageId;
      await rows(
        `INSERT INTO rail_files (message_id, kind, xml, transactions, created_at)
         VALUES ('${oldId}', 'pain.002', '${old}', 0, '${at(5).toISOString()}')`,
      );
      t.app.deps.now = () => at(10);
      const consoleXml = report(uploadedFile.messageId, '<GrpSts>ACSC</GrpSts>');
      const fromConsole = ZStatusReportResult.parse(ok(await upload(consoleXml)));
      t.app.deps.now = () => at(20);
      const inbox = path.join(t.app.deps.config.dataDir, 'bank', 'reports');
      await mkdir(inbox, { recursive: true });
      const inboxXml = report(
        droppedFile.messageId,
        '<GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf>',
      );
      await writeFile(path.join(inbox, 'history.xml'), inboxXml);
      await sweepReportsInbox(t.app.deps);
      t.app.deps.now = () => at(30);
      const bank = createSandboxBank(t.database.db, 0, 'group');
      expect(
        await collectStatuses({ ...t.app.deps, rails: { ...t.app.deps.rails, bank } }),
      ).toEqual({ settled: 0, failed: 1 });
      // The same upload again is no second report.
      t.app.deps.now = () => at(40);
      expect(ZStatusReportResult.parse(ok(await upload(consoleXml))).duplicate).toBe(true);

      const page = await history(4);
      expect(page.total).toBe(before + 4);
      const [fromRail, fromInbox, uploadedEntry, oldEntry] = page.list;
      expect(fromRail).toMatchObject({
        source: 'bank',
        receivedAt: at(30).toISOString(),
        settled: [],
        rejected: [collected],
        recorded: [],
        unchanged: [],
        unmatched: [],
      });
      expect(fromInbox).toEqual({
        messageId: readPain002(inboxXml).messageId,
        originalMessageId: droppedFile.messageId,
        source: 'inbox',
        receivedAt: at(20).toISOString(),
        settled: [],
        rejected: [dropped],
        recorded: [],
        unchanged: [],
        unmatched: [],
      });
      // Kept as it was first applied, not as the duplicate answered.
      expect(uploadedEntry).toEqual({
        messageId: fromConsole.messageId,
        originalMessageId: uploadedFile.messageId,
        source: 'console',
        receivedAt: at(10).toISOString(),
        settled: [uploaded],
        rejected: [],
        recorded: [],
        unchanged: [],
        unmatched: [],
      });
      expect(oldEntry).toEqual({
        messageId: oldId,
        originalMessageId: 'OLD-PAIN001-1',
        source: null,
        receivedAt: at(5).toISOString(),
        settled: null,
        rejected: null,
        recorded: null,
        unchanged: null,
        unmatched: null,
      });
      // One row a report: the duplicate added none.
      expect(
        (
          await rows(
            `SELECT count(*)::int AS n FROM rail_files WHERE message_id = '${fromConsole.messageId}'`,
          )
        )[0]!.n,
      ).toBe(1);
      // Paged: the second page goes on where the first stopped.
      const second = ZStatusReportPage.parse(
        ok(await ops(t.app, 'payout/statusReports.json', { pageNum: 2, pageSize: 2 }, admin)),
      );
      expect(second.list.map((e) => e.messageId)).toEqual([fromConsole.messageId, oldId]);
    } finally {
      t.app.deps.now = () => WEDNESDAY;
    }
  });
});
