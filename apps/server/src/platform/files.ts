// Uploaded files: at most LIMITS.uploadMaxBytes, of a format their kind allows (contracts'
// UPLOAD_KIND_FORMATS) judged by their content (magic bytes), never by name or declared type. An
// upload streams to a temporary file under DATA_DIR/files/tmp while it is hashed (SHA-256) and
// counted, so no upload is ever held in memory whole; only a file that passes every check is moved
// into place (DATA_DIR/files/YYYY-MM/<id>.<ext>) and gets its row in `files`.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  LIMITS,
  UPLOAD_KIND_FORMATS,
  uploadFormatNames,
  type UploadFormat,
  type UploadKind,
} from '@tradebridge/contracts';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { Deps } from './deps.ts';
import { files } from './db/schema.ts';
import { AppError, isAppError } from './errors.ts';

/**
 * The stream of an upload. A multipart file stream (busboy's) that reached the plugin's fileSize
 * limit ends without an error, cut short, and says so in `truncated`.
 */
export type UploadStream = Readable & { truncated?: boolean };

const OLE_CONTAINER = 'application/x-cfb';
const XLS = UPLOAD_KIND_FORMATS.sheet.find((format) => format.ext === 'xls')!;

/**
 * Whether an OLE compound file holds an Excel workbook: its directory names the "Workbook" stream
 * (BIFF8) or "Book" (BIFF5), in UTF-16; a Word file names "WordDocument" instead.
 */
const holdsWorkbook = async (file: string) => {
  const content = await readFile(file);
  return [WORKBOOK_ENTRY, BOOK_ENTRY].some((entry) => content.includes(entry));
};
const WORKBOOK_ENTRY = Buffer.from('Workbook\0', 'utf16le');
const BOOK_ENTRY = Buffer.from('Book\0', 'utf16le');

/** The format of a stored upload, judged by its content, if its kind allows it. */
const formatOf = async (file: string, kind: UploadKind): Promise<UploadFormat | undefined> => {
  // The whole file, not only its first bytes: an xlsx is told from any other zip by its entries,
  // which may lie past the first few kilobytes. file-type reads only as far as it needs.
  const detected = await fileTypeFromFile(file);
  if (!detected) return undefined;
  // A legacy .xls is an OLE compound file, which file-type names only as the container; it is
  // taken as a spreadsheet only where a spreadsheet is asked for.
  if (kind === 'sheet' && detected.mime === OLE_CONTAINER)
    return (await holdsWorkbook(file)) ? XLS : undefined;
  return (UPLOAD_KIND_FORMATS[kind] as readonly UploadFormat[]).find(
    (format) => format.mime === detected.mime,
  );
};

/** Counts and hashes what passes, and fails with FILE_TOO_LARGE once it passes the limit. */
const meter = () => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > LIMITS.uploadMaxBytes) {
        done(new AppError('FILE_TOO_LARGE'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size, sha256: () => hash.digest('hex') };
};

/** A file name as given, without its folders and control characters, or `upload.<ext>`. */
const cleanName = (name: string, ext: string) =>
  path
    .basename(name)
    // Control characters (NUL among them) have no place in a file name, and PostgreSQL cannot
    // store NUL.
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || `upload.${ext}`;

/**
 * Streams an upload to disk and records it: FILE_TOO_LARGE past LIMITS.uploadMaxBytes (as soon as
 * it passes), FILE_TYPE_REFUSED when its content is not a format of `kind`; on any failure neither
 * a file nor a row is left behind.
 */
export const saveUploadStream = async (
  deps: Deps,
  owner: { merchantId: string; userId: string },
  upload: { name: string; stream: UploadStream; kind: UploadKind },
) => {
  const root = path.join(deps.config.dataDir, 'files');
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  const temporary = path.join(root, 'tmp', `${randomUUID()}.part`);
  let stored: string | undefined;
  // What broke the caller's stream (a request cut short, malformed multipart), as opposed to a
  // failure of our own (the disk): the first is the caller's fault.
  let streamFailed = false;
  upload.stream.on('error', () => {
    streamFailed = true;
  });
  try {
    const metered = meter();
    await pipeline(upload.stream, metered.stream, createWriteStream(temporary, { flags: 'wx' }));
    if (upload.stream.truncated) throw new AppError('FILE_TOO_LARGE');
    const format = await formatOf(temporary, upload.kind);
    if (!format) {
      throw new AppError('FILE_TYPE_REFUSED', { types: uploadFormatNames(upload.kind) });
    }
    const id = randomUUID();
    const storageKey = `${new Date().toISOString().slice(0, 7)}/${id}.${format.ext}`;
    stored = path.join(root, storageKey);
    await mkdir(path.dirname(stored), { recursive: true });
    await rename(temporary, stored);
    const [row] = await deps.db
      .insert(files)
      .values({
        id,
        merchantId: owner.merchantId,
        uploadedBy: owner.userId,
        name: cleanName(upload.name, format.ext),
        mime: format.mime,
        size: metered.size(),
        sha256: metered.sha256(),
        storageKey,
      })
      .returning();
    return { id: row!.id, name: row!.name, mime: row!.mime, size: row!.size };
  } catch (error) {
    await rm(temporary, { force: true });
    if (stored) await rm(stored, { force: true });
    if (!isAppError(error) && streamFailed) throw new AppError('BAD_REQUEST');
    throw error;
  }
};

/**
 * A file of this merchant, or NOT_FOUND (another merchant's file ids are not found); with
 * `uploadedBy`, only a file that user uploaded (a member sees their own uploads, not the merchant's
 * documents).
 */
export const getMerchantFile = async (
  deps: Deps,
  merchantId: string,
  fileId: string,
  uploadedBy?: string,
) => {
  const [row] = await deps.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.merchantId, merchantId),
        uploadedBy ? eq(files.uploadedBy, uploadedBy) : undefined,
      ),
    )
    .limit(1);
  if (!row || !row.storageKey) throw new AppError('NOT_FOUND');
  return row;
};

/** A stored file's bytes at once (an upload is at most LIMITS.uploadMaxBytes): what an import reads. */
export const readStoredFile = (deps: Deps, storageKey: string) =>
  readFile(path.join(deps.config.dataDir, 'files', storageKey));

/** A stored file's bytes as a stream (a 10 MB file is never held whole to be sent). */
export const streamStoredFile = async (deps: Deps, storageKey: string) => {
  const file = path.join(deps.config.dataDir, 'files', storageKey);
  // Opened before the answer starts: a missing file is an error the caller sees, not a cut stream.
  const handle = await open(file, 'r');
  return handle.createReadStream();
};
