// Uploaded files: at most 10 MB, images (JPEG, PNG) or PDF judged by their content (magic bytes),
// never by name or declared type; stored under DATA_DIR/files with their SHA-256.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS } from '@tradebridge/contracts';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from './deps.ts';
import { files } from './db/schema.ts';
import { AppError } from './errors.ts';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const saveUpload = async (
  deps: Deps,
  owner: { merchantId: string; userId: string },
  upload: { name: string; data: Buffer },
) => {
  if (upload.data.length > LIMITS.uploadMaxBytes) throw new AppError('FILE_TOO_LARGE');
  const type = await fileTypeFromBuffer(upload.data);
  if (!type || !(ACCEPTED_TYPES as readonly string[]).includes(type.mime))
    throw new AppError('FILE_TYPE_REFUSED');
  const sha256 = createHash('sha256').update(upload.data).digest('hex');
  const [row] = await deps.db
    .insert(files)
    .values({
      merchantId: owner.merchantId,
      uploadedBy: owner.userId,
      // Control characters (NUL among them) have no place in a file name, and PostgreSQL cannot
      // store NUL.
      name:
        path
          .basename(upload.name)
          // eslint-disable-next-line no-control-regex -- control characters are what is removed
          .replace(/[\u0000-\u001f\u007f]/g, '')
          .slice(0, 200) || `upload.${type.ext}`,
      mime: type.mime,
      size: upload.data.length,
      sha256,
      storageKey: '',
    })
    .returning();
  const key = `${row!.createdAt.toISOString().slice(0, 7)}/${row!.id}.${type.ext}`;
  const target = path.join(deps.config.dataDir, 'files', key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, upload.data);
  await deps.db.update(files).set({ storageKey: key }).where(eq(files.id, row!.id));
  return { id: row!.id, name: row!.name, mime: row!.mime, size: row!.size };
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

export const readStoredFile = (deps: Deps, storageKey: string) =>
  readFile(path.join(deps.config.dataDir, 'files', storageKey));
