// Bank files in and out of the import: a camt.054 uploaded in the console or dropped into the
// inbox folder (DATA_DIR/bank/inbox, swept every minute) is stored once by its SHA-256 under
// DATA_DIR/bank/files and imported by a background job; an operator's single credit is written as
// a one-entry camt.054 and imported at once through the same path. Files that are not XML are
// refused by their content, not their name.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BankFileState,
  ZPageRequest,
  exceptionClosingOf,
  type BankFile,
  type ImportException,
  type PostCreditRequest,
} from '@tradebridge/contracts';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../../platform/audit.ts';
import { pageOf, rowWindowOf } from '../../../platform/db/paging.ts';
import type { Client, Deps } from '../../../platform/deps.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import { operatorActor, type OperatorAuth } from '../../../platform/http/auth.ts';
import { auditOperator } from '../../../platform/http/audited.ts';
import { saveIdempotentResult, type Idempotency } from '../../../platform/http/idempotency.ts';
import type { JobDefinition, JobSchedule } from '../../../platform/jobs.ts';
import { every } from '../../../platform/jobs.ts';
import { claimDropped } from '../../../platform/inbox.ts';
import { HEAD_BYTES, looksLikeXml } from '../../../rails/iso20022/encoding.ts';
import { bankFilePath, importBankFile } from './import.ts';
import {
  findBankFileBySha,
  insertBankFile,
  listBankFiles,
  listExceptions,
  lockException,
  resolveExceptionRow,
  updateBankFile,
  type BankFileRow,
  type ExceptionRow,
} from './repository/index.ts';

/** A day's camt.054 of a busy bank: 100,000 entries are about 100 MB. */
export const BANK_FILE_MAX_BYTES = 512 * 1024 * 1024;
export const IMPORT_JOB = 'collection.import';
const INBOX_JOB = 'collection.inbox';

export const bankFileView = (row: BankFileRow): BankFile => ({
  id: row.id,
  name: row.name,
  source: row.source as BankFile['source'],
  sha256: row.sha256,
  state: row.state as BankFile['state'],
  entries: row.entries,
  credited: row.credited,
  held: row.held,
  exceptions: row.exceptions,
  duplicates: row.duplicates,
  expected: row.expected,
  reversed: row.reversed,
  movements: row.movements,
  error: row.error,
  problems: row.problems ?? [],
  createdAt: row.createdAt.toISOString(),
  importedAt: row.importedAt?.toISOString() ?? null,
});

/** XML by its first bytes in whatever encoding they are (UTF-8, UTF-16, ISO-8859-1, …). */
const isXmlFile = async (file: string) => {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return looksLikeXml(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
};

/**
 * Stores a bank file from a stream: hashed and counted on the way, refused past the size limit or
 * when it is not XML, kept once per content (the second copy is BANK_FILE_DUPLICATE).
 */
const storeBankFile = async (
  deps: Deps,
  input: {
    name: string;
    stream: Readable & { truncated?: boolean };
    source: 'inbox' | 'console';
    createdBy: string;
  },
) => {
  const root = path.join(deps.config.dataDir, 'bank', 'files');
  await mkdir(root, { recursive: true });
  const id = randomUUID();
  const storageKey = `${id}.xml`;
  const target = bankFilePath(deps.config.dataDir, storageKey);
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      input.stream,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > BANK_FILE_MAX_BYTES) return done(new AppError('FILE_TOO_LARGE'));
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(target, { flags: 'wx' }),
    );
    if (input.stream.truncated) throw new AppError('FILE_TOO_LARGE');
    if (size === 0 || !(await isXmlFile(target)))
      throw new AppError('FILE_TYPE_REFUSED', { types: 'XML (camt.054)' });
    const sha256 = hash.digest('hex');
    const row = await insertBankFile(deps.db, {
      id,
      name: path.basename(input.name).slice(0, 200) || 'camt054.xml',
      source: input.source,
      sha256,
      storageKey,
      createdBy: input.createdBy,
    });
    if (!row)
      throw new AppError('BANK_FILE_DUPLICATE', {
        fileId: (await findBankFileBySha(deps.db, sha256))?.id ?? '',
      });
    return row;
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
};

const enqueueImport = async (deps: Deps, file: BankFileRow) => {
  await deps.jobs.enqueue(deps.db, {
    kind: IMPORT_JOB,
    payload: { bankFileId: file.id },
    dedupeKey: `${IMPORT_JOB}:${file.id}`,
    maxAttempts: 5,
  });
  deps.jobs.wake();
};

export const uploadBankFile = async (
  deps: Deps,
  operator: OperatorAuth,
  request: FastifyRequest,
  client: Client,
) => {
  const part = await request.file({ limits: { fileSize: BANK_FILE_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError('BAD_REQUEST');
  const file = await storeBankFile(deps, {
    name: part.filename,
    stream: part.file,
    source: 'console',
    createdBy: `operator:${operator.operatorId}`,
  });
  await writeAudit(deps.db, {
    actor: operatorActor(operator),
    action: 'collection.bankFileUpload',
    target: `bankFile:${file.id}`,
    ip: client.ip,
    after: { name: file.name, sha256: file.sha256 },
  });
  await enqueueImport(deps, file);
  return bankFileView(file);
};

/**
 * One credit by hand: written as a one-entry camt.054 (the bank reference derived from the
 * operator and the idempotency key, so a retry is the same entry) and imported at once.
 */
export const postCredit = async (
  deps: Deps,
  operator: OperatorAuth,
  input: PostCreditRequest,
  idempotency: Idempotency,
  client: Client,
) => {
  const reference = `TBC${createHash('sha256').update(`${operator.operatorId}:${idempotency.key}`).digest('hex').slice(0, 29).toUpperCase()}`;
  const account = input.account.replace(/\s+/g, '').toUpperCase();
  const now = new Date().toISOString();
  const xml = deps.rails.bank.creditNotification({ id: reference, createdAt: now }, [
    {
      id: reference,
      createdAt: now,
      account: /^[A-Z]{2}\d{2}/.test(account)
        ? { iban: account, currency: input.currency }
        : { number: account, currency: input.currency },
      entries: [
        {
          references: { entry: reference, servicer: reference },
          amount: input.amount,
          currency: input.currency,
          creditDebit: 'CRDT',
          status: 'BOOK',
          bookingDate: now.slice(0, 10),
          transactions: [
            {
              counterparty: {
                name: input.payerName,
                country: input.payerCountry,
                kind:
                  input.payerKind === 'individual'
                    ? 'individual'
                    : input.payerKind === 'company'
                      ? 'organisation'
                      : 'unknown',
              },
              note: input.note ?? '',
            },
          ],
        },
      ],
    },
  ]);
  // A retry with the same key is answered by the idempotency layer; past its keeping, the file
  // (another creation time) is new but its one entry is not: it credits nothing twice.
  const file = await storeBankFile(deps, {
    name: `credit-${reference}.xml`,
    stream: Readable.from(xml),
    source: 'console',
    createdBy: `operator:${operator.operatorId}`,
  });
  const imported = await importBankFile(deps, file.id);
  return deps.db.transaction(async (tx) => {
    await auditOperator(tx, operator, client, {
      action: 'collection.postCredit',
      target: `bankFile:${file.id}`,
      after: { ...input, reference },
    });
    const answer = bankFileView(imported);
    await saveIdempotentResult(tx, idempotency, answer);
    return answer;
  });
};

export const opsListBankFiles = async (
  deps: Deps,
  query: { pageNum?: number; pageSize?: number },
) => {
  const q = ZPageRequest.parse(query);
  const { rows, total } = await listBankFiles(deps.db, rowWindowOf(q));
  return pageOf(q, rows.map(bankFileView), total);
};

const exceptionView = ({
  exception: e,
  fileName,
}: {
  exception: ExceptionRow;
  fileName: string;
}): ImportException => ({
  id: e.id,
  bankFileId: e.bankFileId,
  bankFileName: fileName,
  entryIndex: e.entryIndex,
  bankReference: e.bankReference,
  account: e.account,
  amount: e.amount,
  currency: e.currency,
  payerName: e.payerName,
  reason: e.reason as ImportException['reason'],
  detail: e.detail,
  closing: exceptionClosingOf(e.reason as ImportException['reason']),
  resolvedAt: e.resolvedAt?.toISOString() ?? null,
  resolvedBy: e.resolvedBy,
  resolution: e.resolution,
  createdAt: e.createdAt.toISOString(),
});

export const opsListExceptions = async (
  deps: Deps,
  query: { open?: boolean; pageNum?: number; pageSize?: number },
) => {
  const q = { ...ZPageRequest.parse(query), open: query.open ?? true };
  const { rows, total } = await listExceptions(deps.db, q.open, rowWindowOf(q));
  return pageOf(q, rows.map(exceptionView), total);
};

/** Marks an exception returned to the payer (the bank returns the money; nothing was credited). */
export const resolveException = (
  deps: Deps,
  operator: OperatorAuth,
  input: { exceptionId: string; note: string },
  client: Client,
) =>
  deps.db.transaction(async (tx) => {
    const row = orNotFound(await lockException(tx, input.exceptionId));
    if (row.exception.resolvedAt) return exceptionView(row);
    const resolved = await resolveExceptionRow(tx, row.exception.id, {
      resolvedAt: new Date(),
      resolvedBy: operator.operatorName,
      resolution: input.note,
    });
    await auditOperator(tx, operator, client, {
      action: 'collection.resolveException',
      target: `importException:${row.exception.id}`,
      after: {
        note: input.note,
        bankReference: row.exception.bankReference,
        closing: exceptionClosingOf(row.exception.reason as ImportException['reason']),
      },
    });
    return exceptionView({ exception: resolved, fileName: row.fileName });
  });

/**
 * The inbox: every *.xml dropped into DATA_DIR/bank/inbox is stored and queued for import; the
 * dropped copy is removed once stored (a copy of a file taken before is removed too, logged).
 */
export const sweepInbox = async (deps: Deps) => {
  const inbox = path.join(deps.config.dataDir, 'bank', 'inbox');
  for await (const { name, taking } of claimDropped(inbox)) {
    try {
      const file = await storeBankFile(deps, {
        name,
        stream: createReadStream(taking),
        source: 'inbox',
        createdBy: 'system:inbox',
      });
      await enqueueImport(deps, file);
    } catch (error) {
      deps.log.warn({ file: name, err: error }, 'bank inbox: file not taken');
    } finally {
      await rm(taking, { force: true });
    }
  }
};

export const collectionJobs = (deps: Deps): JobDefinition[] => [
  {
    kind: IMPORT_JOB,
    maxAttempts: 5,
    run: async ({ job, progress, finish, signal }) => {
      await importBankFile(deps, String(job.payload.bankFileId), { progress, finish, signal });
    },
    // Batches already imported stay (each entry once); the file says the import stopped.
    onDead: async (tx, job, error) => {
      await updateBankFile(tx, String(job.payload.bankFileId), {
        state: BankFileState.Failed,
        error,
      });
    },
  },
  {
    kind: INBOX_JOB,
    maxAttempts: 1,
    run: () => sweepInbox(deps),
  },
];

export const collectionSchedules: JobSchedule[] = [{ kind: INBOX_JOB, slot: every(60_000) }];
