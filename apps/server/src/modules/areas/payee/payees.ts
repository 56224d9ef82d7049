// The merchant's payees (issue 19): add, change and delete bank accounts and Visa cards to pay or
// withdraw to. Every new or changed payee waits for an operator's review (bank card states); the
// form is checked by contracts' schema, and here against what the schema cannot see: an IBAN's
// and BIC's registry rules (ibantools), the merchant's own identity documents, a withdrawal
// account's holder type, and the same account added twice.
import {
  BankCardState,
  bankSchemeOf,
  PAYEE_EDGES,
  PayeeAction,
  PayeeMethod,
  PayeeType,
  PayeeUsage,
  UPLOAD_KIND_FORMATS,
  ZPayeeListQuery,
  type AddPayeeRequest,
  type EditPayeeRequest,
  type ParsedPayeeForm,
  type PayeeDetail,
  type PayeeListQuery,
} from '@tradebridge/contracts';
import { isValidBIC, isValidIBAN } from 'ibantools';

import { writeAudits } from '../../../platform/audit.ts';

import { isUniqueViolation, type DbOrTx } from '../../../platform/db/client.ts';

import { pageFrom } from '../../../platform/db/paging.ts';

import type { Client, Deps } from '../../../platform/deps.ts';

import { AppError, FieldError, orNotFound } from '../../../platform/errors.ts';
import { findMerchant } from '../../core/merchants/index.ts';

import { getMerchantFile } from '../../../platform/files.ts';

import { userActor, type UserAuth } from '../../../platform/http/auth.ts';
import { auditUser } from '../../../platform/http/audited.ts';

import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';

import { storyEventView } from '../../../platform/story.ts';

import { assertMove, atVersion } from '../../../platform/review.ts';

import {
  findPayee,
  findSameAccount,
  insertPayee,
  insertPayeeEvent,
  insertPayeeEvents,
  insertPayees,
  listPayees,
  lockPayee,
  payeeEventsOf,
  updatePayee,
  type NewPayee,
  type PayeeRow,
} from './repository.ts';

import { payeeView } from './views.ts';

const actionsOf = (row: PayeeRow): PayeeDetail['actions'] =>
  row.state === BankCardState.Normal
    ? [PayeeAction.Pay, PayeeAction.Edit, PayeeAction.Delete]
    : [PayeeAction.Edit, PayeeAction.Delete];

export const detailOf = async (db: DbOrTx, row: PayeeRow): Promise<PayeeDetail> => ({
  ...payeeView(row),
  form: row.details as PayeeDetail['form'],
  scheme: row.method === PayeeMethod.Bank && row.country ? bankSchemeOf(row.country) : null,
  history: (await payeeEventsOf(db, row.id)).map(storyEventView),
  actions: actionsOf(row),
});

const tailOf = (value: string) => `•••• ${value.slice(-4)}`;

/**
 * The columns of a payee from its form: who and where for the lists, what makes it the same
 * account as another, the form as kept (a card's number sealed, only its last four in the form).
 */
const columnsOf = (deps: Deps, form: ParsedPayeeForm) => {
  if (form.method === PayeeMethod.Card) {
    const { cardNumber, ...rest } = form;
    return {
      method: form.method,
      usage: form.usage,
      relationship: form.relationship,
      country: null,
      currency: form.currency,
      name: form.cardholderName,
      bankName: form.bankCity,
      accountTail: tailOf(cardNumber),
      accountKey: `card:${deps.secrets.keyedHash(cardNumber)}`,
      details: { ...rest, cardNumber: tailOf(cardNumber) },
      cardNumberSealed: deps.secrets.encrypt(cardNumber),
    } satisfies Partial<NewPayee>;
  }
  const bank =
    form.cnaps || form.hkBankCode || form.routingNumber || form.bsb || form.swift || form.bankName;
  const number = form.iban || form.accountNumber;
  return {
    method: form.method,
    usage: form.usage,
    relationship: form.relationship,
    country: form.country,
    currency: form.currency,
    name: form.accountName,
    bankName: form.bankName,
    accountTail: tailOf(number),
    accountKey: form.iban ? `iban:${form.iban}` : `${form.country}:${bank}:${number}`,
    details: form,
    cardNumberSealed: null,
  } satisfies Partial<NewPayee>;
};

const ID_FORMATS: readonly string[] = UPLOAD_KIND_FORMATS.document.map((f) => f.mime);

/** What the schema cannot check: registries, the merchant's own files, the holder's type. */
export const checkPayee = async (deps: Deps, user: UserAuth, form: ParsedPayeeForm) => {
  if (form.method === PayeeMethod.Bank) {
    // The national rules behind an IBAN (a BBAN's own check digits) and the BIC registry's shape.
    if (form.iban && !isValidIBAN(form.iban)) throw new FieldError('iban', 'ibanInvalid');
    if (form.swift && !isValidBIC(form.swift)) throw new FieldError('swift', 'bicInvalid');
    for (const field of ['idFrontFileId', 'idBackFileId'] as const) {
      const fileId = form[field];
      if (!fileId) continue;
      const file = await getMerchantFile(deps, user.merchantId, fileId).catch(() => {
        throw new FieldError(field, 'required');
      });
      if (!ID_FORMATS.includes(file.mime))
        throw new AppError('FILE_TYPE_REFUSED', { types: 'JPEG, PNG, PDF' });
    }
  }
  if (form.usage === PayeeUsage.Withdraw && form.method === PayeeMethod.Bank) {
    // The merchant's own account: an enterprise's is a company account, an individual's personal.
    const { entityType } = orNotFound(await findMerchant(deps.db, user.merchantId));
    const expected =
      entityType === 'b' ? PayeeType.Company : entityType === 'c' ? PayeeType.Personal : null;
    if (expected && form.type !== expected) throw new FieldError('type', 'payeeTypeMismatch');
  }
};

/** The field a duplicate is named on: the IBAN, the account or the card number. */
const accountFieldOf = (form: ParsedPayeeForm) =>
  form.method === PayeeMethod.Card ? 'cardNumber' : form.iban ? 'iban' : 'accountNumber';

/** What the audit keeps: the kind, the holder and the account's last four, never the number. */
const audited = (row: PayeeRow) => ({
  method: row.method,
  usage: row.usage,
  country: row.country,
  currency: row.currency,
  name: row.name,
  bankName: row.bankName,
  account: row.accountTail,
  state: row.state,
});

export const listMyPayees = async (deps: Deps, user: UserAuth, query: PayeeListQuery) => {
  const q = ZPayeeListQuery.parse(query);
  return pageFrom(
    q,
    (window) => listPayees(deps.db, { ...q, merchantId: user.merchantId }, window),
    (r) => payeeView(r.payee),
  );
};

export const getMyPayee = async (deps: Deps, user: UserAuth, payeeId: string) => {
  const row = orNotFound(await findPayee(deps.db, payeeId, user.merchantId));
  return detailOf(deps.db, row);
};

export const addPayee = async (
  deps: Deps,
  user: UserAuth,
  form: AddPayeeRequest,
  idempotency: Idempotency,
  client: Client,
) => {
  const parsed = form as ParsedPayeeForm;
  await checkPayee(deps, user, parsed);
  const columns = columnsOf(deps, parsed);
  return deps.db.transaction(async (tx) => {
    const row = await insertPayee(tx, {
      ...columns,
      merchantId: user.merchantId,
      state: BankCardState.Review,
      createdBy: user.userId,
    });
    if (!row) throw new FieldError(accountFieldOf(parsed), 'payeeDuplicate');
    await insertPayeeEvent(tx, { payeeId: row.id, action: 'added', actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'payee.add',
      target: `payee:${row.id}`,
      after: audited(row),
    });
    const answer = await detailOf(tx, row);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
};

/** The merchant's payee, locked, at the version the caller looked at. */
const lockMyPayee = async (
  db: DbOrTx,
  user: UserAuth,
  input: { payeeId: string; version: number },
) => atVersion(await lockPayee(db, input.payeeId, user.merchantId), input.version, 'PAYEE_CHANGED');

export const editPayee = async (
  deps: Deps,
  user: UserAuth,
  input: EditPayeeRequest,
  client: Client,
) => {
  const form = input.payee as ParsedPayeeForm;
  await checkPayee(deps, user, form);
  const columns = columnsOf(deps, form);
  const edit = deps.db.transaction(async (tx) => {
    const row = await lockMyPayee(tx, user, input);
    const same = await findSameAccount(tx, { ...columns, merchantId: user.merchantId });
    if (same && same.id !== row.id) throw new FieldError(accountFieldOf(form), 'payeeDuplicate');
    // A refused payee is sent again, a normal one is reviewed again; one under review stays so.
    const edge =
      row.state === BankCardState.Review
        ? null
        : assertMove(PAYEE_EDGES, row.state, BankCardState.Review, 'PAYEE_STATE');
    const updated = await updatePayee(tx, row, {
      ...columns,
      state: BankCardState.Review,
      reason: null,
    });
    await insertPayeeEvent(tx, {
      payeeId: row.id,
      action: edge?.by ?? 'edited',
      actor: user.userName,
    });
    await auditUser(tx, user, client, {
      action: 'payee.edit',
      target: `payee:${row.id}`,
      before: audited(row),
      after: audited(updated),
    });
    return detailOf(tx, updated);
  });
  // Another edit made the same account at the same moment: the unique index says so.
  return edit.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new FieldError(accountFieldOf(form), 'payeeDuplicate');
    throw error;
  });
};

export const deletePayee = async (
  deps: Deps,
  user: UserAuth,
  input: { payeeId: string; version: number },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = await lockMyPayee(tx, user, input);
    await updatePayee(tx, row, { deletedAt: new Date() });
    await insertPayeeEvent(tx, { payeeId: row.id, action: 'deleted', actor: user.userName });
    await auditUser(tx, user, client, {
      action: 'payee.delete',
      target: `payee:${row.id}`,
      before: audited(row),
    });
    return { ok: true as const };
  });

/** What makes a payee of this form the same account as another (its accountKey). */
export const payeeKeyOf = (deps: Deps, form: ParsedPayeeForm) => columnsOf(deps, form).accountKey;

/**
 * New payees a batch payment describes (issue 20), added in review inside the batch's
 * transaction, each with its story and audit: the platform's review of its order reviews it.
 */
export const addPayeesIn = async (
  deps: Deps,
  tx: DbOrTx,
  user: UserAuth,
  forms: ParsedPayeeForm[],
  client: Client,
  batchNo: string,
) => {
  if (forms.length === 0) return [];
  const added = await insertPayees(
    tx,
    forms.map((form) => ({
      ...columnsOf(deps, form),
      merchantId: user.merchantId,
      state: BankCardState.Review,
      createdBy: user.userId,
    })),
  );
  // One that another request added meanwhile is not added twice: the batch is refused.
  if (added.length !== forms.length) throw new AppError('PAYEE_CHANGED');
  await insertPayeeEvents(
    tx,
    added.map((row) => ({
      payeeId: row.id,
      action: 'added',
      actor: user.userName,
      reason: batchNo,
    })),
  );
  await writeAudits(
    tx,
    added.map((row) => ({
      actor: userActor(user),
      action: 'payee.add',
      target: `payee:${row.id}`,
      ip: client.ip,
      after: { ...audited(row), batchNo },
    })),
  );
  return added;
};
