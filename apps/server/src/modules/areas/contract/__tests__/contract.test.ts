// Trade contracts and orders end to end through the API: the contract's rules (50 characters,
// required files judged by content, in force today, PI when chosen), the review and resubmission,
// orders whose totals are exact, the XLSX import (template, check, error file, valid rows only),
// association with a collection (currency, coverage, a collection waiting for materials moving
// on), merchantInfo's trade authorities, and another merchant's ids not found.
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionState,
  CONTRACT_EDGES,
  ContractState,
  ZAssociations,
  ZContractDetail,
  ZImportCheck,
  ZOpsContractDetail,
  ZOrder,
  ZOrderPage,
  type ContractDetail,
  type Order,
} from '@tradebridge/contracts';
import { callAs, errorOf, fieldsOf, ok } from '../../../../test/answers.ts';
import { rowsOf } from '../../../../test/app.ts';
import { useAreaParties } from '../../../../test/suite.ts';
import { multipart, pdf, upload } from '../../../../test/certification.ts';
import { ops } from '../../../../test/operators.ts';
import { authHeaders, type Tokens } from '../../../../test/session.ts';
import { writeXlsx } from '../../../services/download/index.ts';
import { readXlsxRows } from '../../../../platform/xlsx-read.ts';
import { ORDER_COLUMNS } from '../import.ts';

const { t, admin, demo, stranger } = useAreaParties('stranger@contract.example.com');

const en = { language: 'en-US' };
const call = (tokens: Tokens, path: string, body?: object, headers?: object) =>
  callAs(t.app, tokens, path, body, headers);
const once = (tokens: Tokens, path: string, body: object) =>
  call(tokens, path, body, { 'idempotency-key': `k-${Math.random()}` });
const sql = (text: string) => rowsOf(t.database, text);

const today = new Date().toISOString().slice(0, 10);
const daysFrom = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let contractFile: string;
let piFile: string;
const contractInput = (extra: object = {}) => ({
  contractNo: 'PD-2026-0117',
  buyerName: 'Lumière Distribution SARL',
  buyerCountry: 'FR',
  tradeType: 0,
  contractType: 'sales',
  tradingCountries: ['CN', 'FR'],
  tradingParty: 'Shenzhen Pengda Lighting Co., Ltd.',
  currency: 'USD',
  amount: '250000.00',
  validFrom: daysFrom(-30),
  validTo: daysFrom(335),
  contractFileId: contractFile,
  hasPi: false,
  ...extra,
});

const order = (orderNo: string, extra: object = {}) => ({
  orderNo,
  name: 'LED panel light 600×600',
  description: '40 W, 4000 K',
  origin: 'CN',
  category: '02',
  quantity: '120',
  unitPrice: '45.5',
  total: '5460.00',
  logisticsProvider: 'DHL',
  trackingNumber: 'JD0146000012345',
  payer: 'Lumière Distribution SARL',
  orderedAt: '2026-11-20T08:30:00Z',
  shipment: 1,
  ...extra,
});

/** An XLSX of order rows (strings, as a user types them), written by the product's writer. */
const xlsx = async (rows: string[][]) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    yield rows;
  }
  await writeXlsx(out, {
    sheetName: 'Orders',
    columns: ORDER_COLUMNS.map((c) => ({ header: c, kind: 'text' as const })),
    batches: batches(),
  });
  out.end();
  return Buffer.concat(chunks);
};
const rowOf = (o: ReturnType<typeof order>) => [
  o.orderNo,
  o.name,
  o.description,
  o.origin,
  o.category,
  o.quantity,
  o.unitPrice,
  o.total,
  o.logisticsProvider,
  o.trackingNumber,
  o.payer,
  '2026-11-20 08:30',
  'Y',
];

let contract: ContractDetail;

beforeAll(async () => {
  contractFile = await upload(t.app, demo, pdf('contract'), 'contract.pdf');
  piFile = await upload(t.app, demo, pdf('pi'), 'pi.pdf');
});

describe('a trade contract', () => {
  it('refuses bad fields by name and writes nothing', async () => {
    const before = await sql('SELECT count(*)::int AS n FROM trade_contracts');
    const res = await once(demo, 'contract/add.json', {
      ...contractInput(),
      contractNo: 'x'.repeat(51),
      buyerName: '',
      hasPi: true,
      validFrom: undefined,
    });
    expect(fieldsOf(res)).toEqual(['buyerName', 'contractNo', 'validFrom']);
    // The amount's decimals are checked against the currency once the fields are whole.
    const amount = await once(demo, 'contract/add.json', contractInput({ amount: '1.234' }));
    expect(fieldsOf(amount)).toEqual(['amount']);
    const noPi = await once(demo, 'contract/add.json', contractInput({ hasPi: true }));
    expect(fieldsOf(noPi)).toEqual(['piFileId']);
    expect(await sql('SELECT count(*)::int AS n FROM trade_contracts')).toEqual(before);
  });

  it('must be in force today', async () => {
    const expired = await once(
      demo,
      'contract/add.json',
      contractInput({ validFrom: daysFrom(-400), validTo: daysFrom(-2) }),
    );
    expect(fieldsOf(expired)).toEqual(['validTo']);
    const future = await once(
      demo,
      'contract/add.json',
      contractInput({ validFrom: daysFrom(3), validTo: daysFrom(30) }),
    );
    expect(fieldsOf(future)).toEqual(['validFrom']);
    const reversed = await once(
      demo,
      'contract/add.json',
      contractInput({ validFrom: today, validTo: daysFrom(-1) }),
    );
    expect(fieldsOf(reversed)).toEqual(['validTo']);
  });

  it('takes only the merchant’s own PDF or image files', async () => {
    const strangers = await upload(t.app, stranger, pdf('theirs'), 'theirs.pdf');
    expect(
      fieldsOf(await once(demo, 'contract/add.json', contractInput({ contractFileId: strangers }))),
    ).toEqual(['contractFileId']);
  });

  it('is submitted for review with a record number; its file opens', async () => {
    contract = ZContractDetail.parse(
      ok(await once(demo, 'contract/add.json', contractInput({ hasPi: true, piFileId: piFile }))),
    );
    expect(contract).toMatchObject({
      state: ContractState.UnderReview,
      amount: '250000.00',
      piFile: { fileId: piFile, name: 'pi.pdf' },
      actions: ['edit', 'addOrders', 'delete'],
    });
    expect(contract.recordNo).toMatch(/^TC\d{16}$/);
    const file = await call(demo, 'contract/file.json', {
      contractId: contract.id,
      fileId: piFile,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(errorOf(await call(stranger, 'contract/detail.json', { contractId: contract.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorOf(
        await call(stranger, 'contract/file.json', { contractId: contract.id, fileId: piFile }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('is refused with a reason, corrected and approved', async () => {
    const refused = ZOpsContractDetail.parse(
      ok(
        await ops(
          t.app,
          'contract/reject.json',
          { contractId: contract.id, version: contract.version, reason: 'The PI is not signed.' },
          admin,
        ),
      ),
    );
    expect(refused).toMatchObject({
      state: ContractState.Rejected,
      reason: 'The PI is not signed.',
    });
    const mine = ZContractDetail.parse(
      ok(await call(demo, 'contract/detail.json', { contractId: contract.id })),
    );
    expect(mine.actions).toEqual(['edit', 'delete']);
    const resubmitted = ZContractDetail.parse(
      ok(
        await call(demo, 'contract/edit.json', {
          ...contractInput({ hasPi: true, piFileId: piFile }),
          contractId: contract.id,
          version: refused.version,
        }),
      ),
    );
    expect(resubmitted).toMatchObject({ state: ContractState.UnderReview, reason: null });
    const approved = ZOpsContractDetail.parse(
      ok(
        await ops(
          t.app,
          'contract/approve.json',
          { contractId: contract.id, version: resubmitted.version },
          admin,
        ),
      ),
    );
    expect(approved.state).toBe(ContractState.Effective);
    expect(approved.history.map((h) => h.action)).toEqual([
      'submitted',
      'rejected',
      'resubmitted',
      'approved',
    ]);
    expect(
      errorOf(
        await ops(
          t.app,
          'contract/approve.json',
          { contractId: contract.id, version: approved.version },
          admin,
        ),
      ),
    ).toBe('CONTRACT_STATE');
    contract = ZContractDetail.parse(
      ok(await call(demo, 'contract/detail.json', { contractId: contract.id })),
    );
  });

  it('gives the merchant the goods trade authority once effective', async () => {
    const info = ok(await call(demo, 'merchantInfo.json')) as { subAuths: string[] };
    expect(info.subAuths).toContain('goodsTrade');
    const theirs = ok(await call(stranger, 'merchantInfo.json')) as { subAuths: string[] };
    expect(theirs.subAuths).toEqual([]);
  });
});

describe('orders', () => {
  it('checks the total exactly and the order number once', async () => {
    const addOrder = (orderNo: string, extra: object = {}) =>
      once(demo, 'contract/addOrder.json', {
        ...order(orderNo),
        ...extra,
        contractId: contract.id,
      });
    const added = ZOrder.parse(ok(await addOrder('SO-1')));
    expect(added).toMatchObject({
      total: '5460.00',
      quantity: '120',
      unitPrice: '45.5',
      remaining: '5460.00',
    });
    const wrong = await addOrder('SO-2', { total: '5460.01' });
    expect(wrong.json().fields).toEqual([
      { field: 'total', message: 'must equal quantity × unit price: 5460.00' },
    ]);
    const inexact = await addOrder('SO-3', { quantity: '1.5', unitPrice: '0.0125', total: '0.02' });
    expect(fieldsOf(inexact)).toEqual(['total']);
    const huge = await addOrder('SO-4', {
      quantity: '0.001',
      unitPrice: '99999999999999999999',
      total: '99999999999999999.99',
    });
    expect(fieldsOf(huge)).toEqual(['unitPrice']);
    expect(fieldsOf(await addOrder('SO-1'))).toEqual(['orderNo']);
    expect(
      errorOf(
        await once(stranger, 'contract/addOrder.json', {
          ...order('SO-9'),
          contractId: contract.id,
        }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('imports the valid rows of a file when the user chooses so; the error file names the bad ones', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => rowOf(order(`IMP-${i + 1}`)));
    rows[4]![7] = '5460.10'; // total ≠ quantity × unit price
    rows[11]![3] = 'China'; // origin not a country code
    const file = await xlsx(rows);
    const fileId = await upload(t.app, demo, file, 'orders.xlsx', 'sheet');
    const input = { contractId: contract.id, fileId };
    const check = ZImportCheck.parse(ok(await call(demo, 'contract/importCheck.json', input)));
    expect(check).toMatchObject({ rows: 30, valid: 28, invalid: 2, validTotal: '152880.00' });
    expect(check.problems.map((p) => [p.row, p.field])).toEqual([
      [6, 'total'],
      [13, 'origin'],
    ]);
    const before = await sql('SELECT count(*)::int AS n FROM trade_orders');
    const refused = await once(demo, 'contract/import.json', input);
    expect(errorOf(refused)).toBe('ORDER_IMPORT_HAS_ERRORS');
    expect(await sql('SELECT count(*)::int AS n FROM trade_orders')).toEqual(before);
    const errors = await call(demo, 'contract/importErrors.json', input);
    const errorRows = await readXlsxRows(errors.rawPayload);
    expect(errorRows.map((r) => r.cells[0])).toEqual(['Row', '6', '13']);
    expect(errorRows[1]!.cells.at(-1)).toContain('must equal quantity × unit price: 5460.00');
    const key = { 'idempotency-key': `import-${Math.random()}` };
    const imported = ok(
      await call(demo, 'contract/import.json', { ...input, skipInvalid: true }, key),
    );
    expect(imported).toEqual({ imported: 28, skipped: 2, total: '152880.00' });
    // The same key answers the same, writing nothing more.
    expect(
      ok(await call(demo, 'contract/import.json', { ...input, skipInvalid: true }, key)),
    ).toEqual(imported);
    const page = ZOrderPage.parse(
      ok(await call(demo, 'contract/orders.json', { contractId: contract.id, pageSize: 100 })),
    );
    expect(page.total).toBe(29);
    // Imported again, every number is taken.
    const again = ZImportCheck.parse(ok(await call(demo, 'contract/importCheck.json', input)));
    expect(again.valid).toBe(0);
  });

  it('refuses a file that is not a spreadsheet of orders', async () => {
    const empty = await upload(t.app, demo, await xlsx([]), 'empty.xlsx', 'sheet');
    const input = { contractId: contract.id, fileId: empty };
    expect(errorOf(await call(demo, 'contract/importCheck.json', input))).toBe(
      'ORDER_IMPORT_INVALID',
    );
    // A PDF is not a spreadsheet at all: refused at upload (judged by content, not by name).
    const res = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/file/upload.json?kind=sheet',
      ...(() => {
        const { body, contentType } = multipart([
          { name: 'file', fileName: 'orders.xlsx', data: pdf() },
        ]);
        return { headers: { ...authHeaders(demo), 'content-type': contentType }, payload: body };
      })(),
    });
    expect(errorOf(res)).toBe('FILE_TYPE_REFUSED');
    const template = await call(demo, 'contract/orderTemplate.json', {});
    expect(template.headers['content-type']).toContain('spreadsheetml');
    expect((await readXlsxRows(template.rawPayload))[0]!.cells[0]).toBe('Order number*');
  });
});

describe('association with a collection', () => {
  let collectionId: string;
  let orders: Order[];

  beforeAll(async () => {
    const applied = ok(
      await once(demo, 'collection/apply.json', {
        profile: {
          usage: 3,
          businessDescription: 'LED lighting',
          salesCategory: 'Lighting',
          annualSales: '100000',
        },
        currencies: ['USD', 'EUR'],
      }),
    ) as { id: string; version: number };
    const approved = ok(
      await ops(
        t.app,
        'collection/approveAccount.json',
        { accountId: applied.id, version: applied.version },
        admin,
      ),
    ) as { details: { currency: string; accountNumber: string }[] };
    const usd = approved.details.find((d) => d.currency === 'USD')!;
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/ops/collection/postCredit.json',
        headers: { ...authHeaders(admin), ...en, 'idempotency-key': `credit-${Math.random()}` },
        payload: {
          account: usd.accountNumber,
          currency: 'USD',
          amount: '60000.00',
          payerName: 'Lumière Distribution SARL',
          payerCountry: 'FR',
          payerKind: 'company',
        },
      }),
    );
    await t.app.deps.jobs.runDue();
    const list = ok(await call(demo, 'collection/collections.json', { payer: 'Lumière' })) as {
      list: { id: string; state: number }[];
    };
    collectionId = list.list[0]!.id;
    expect(list.list[0]!.state).toBe(CollectionState.AwaitingMaterials);
    orders = ZOrderPage.parse(
      ok(
        await call(demo, 'contract/orders.json', {
          contractId: contract.id,
          open: true,
          pageSize: 100,
        }),
      ),
    ).list;
  });

  it('needs an order, and orders covering the collection', async () => {
    expect(
      fieldsOf(await once(demo, 'contract/associate.json', { collectionId, orderIds: [] })),
    ).toEqual(['orderIds']);
    const few = await once(demo, 'contract/associate.json', {
      collectionId,
      orderIds: orders.slice(0, 2).map((o) => o.id),
    });
    expect(errorOf(few)).toBe('ORDERS_SHORT');
    expect(few.json().message).toContain('10,920.00 USD, less than the collection’s 60,000.00 USD');
    expect(await sql(`SELECT count(*)::int AS n FROM trade_order_collections`)).toEqual([{ n: 0 }]);
  });

  it('refuses another merchant’s collection or orders', async () => {
    expect(
      errorOf(
        await once(stranger, 'contract/associate.json', {
          collectionId,
          orderIds: [orders[0]!.id],
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorOf(await call(stranger, 'contract/associations.json', { collectionId }))).toBe(
      'NOT_FOUND',
    );
  });

  it('covers the collection exactly; the collection goes to the review of its materials', async () => {
    const chosen = orders.slice(0, 11).map((o) => o.id); // 11 × 5460.00 = 60060.00
    const linked = ZAssociations.parse(
      ok(await once(demo, 'contract/associate.json', { collectionId, orderIds: chosen })),
    );
    expect(linked).toMatchObject({ amount: '60000.00', covered: '60000.00' });
    expect(linked.list).toHaveLength(11);
    const partial = linked.list.filter((a) => a.amount !== '5460.00');
    expect(partial.map((a) => a.amount)).toEqual(['5400.00']);
    const collection = ok(await call(demo, 'collection/collection.json', { collectionId })) as {
      state: number;
      history: { action: string }[];
    };
    expect(collection.state).toBe(CollectionState.PendingMaterialsReview);
    expect(collection.history.at(-1)!.action).toBe('ordersAssociated');
    // An order that covers a collection keeps still; the contract cannot go.
    const used = ZOrderPage.parse(
      ok(await call(demo, 'contract/orders.json', { keyword: partial[0]!.orderNo, pageSize: 100 })),
    ).list.find((o) => o.orderNo === partial[0]!.orderNo)!;
    expect(used.remaining).toBe('60.00');
    expect(
      errorOf(
        await call(demo, 'contract/deleteOrder.json', { orderId: used.id, version: used.version }),
      ),
    ).toBe('ORDER_ASSOCIATED');
    expect(
      errorOf(
        await call(demo, 'contract/delete.json', {
          contractId: contract.id,
          version: contract.version,
        }),
      ),
    ).toBe('ORDER_ASSOCIATED');
    // Covered: nothing more to associate; the console sees the same.
    expect(
      errorOf(
        await once(demo, 'contract/associate.json', { collectionId, orderIds: [orders[12]!.id] }),
      ),
    ).toBe('COLLECTION_STATE');
    const seen = ZAssociations.parse(
      ok(await ops(t.app, 'contract/associations.json', { collectionId }, admin)),
    );
    expect(seen.covered).toBe('60000.00');
  });

  it('walks only the edges', () => {
    expect(CONTRACT_EDGES.some((e) => e.from === ContractState.Deleted)).toBe(false);
  });
});
