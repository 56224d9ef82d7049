// Which material file of a collection an operator may open: one handed in for that collection.
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError, orNotFound } from '../../../platform/errors.ts';
import { findCollection, materialsOf } from './repository/index.ts';

export const materialOf = async (
  db: DbOrTx,
  input: { collectionId: string; fileId: string },
): Promise<{ merchantId: string; fileId: string }> => {
  const row = orNotFound(await findCollection(db, input.collectionId));
  const materials = await materialsOf(db, row.collection.id);
  if (!materials.some((m) => m.fileId === input.fileId)) throw new AppError('NOT_FOUND');
  return { merchantId: row.collection.merchantId, fileId: input.fileId };
};
