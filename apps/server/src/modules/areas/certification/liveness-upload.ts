// The phone's captures from a multipart body: the `token` field first (it names the merchant the
// captures belong to), then the `selfie` image and an optional `video`, each streamed to disk and
// checked by content like every upload (kind "liveness": JPEG, PNG, WebM, MP4).
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import { AppError, FieldError } from '../../../platform/errors.ts';
import { getMerchantFile, saveUploadStream } from '../../../platform/files.ts';
import { findMainUserId } from '../../core/identity/index.ts';
import { livenessOwner, type SavedCapture } from './liveness.ts';

/** Enough of an image's start for its size (PNG header, JPEG segments up to the frame). */
const HEAD_BYTES = 64 * 1024;

const headOf = async (deps: Deps, merchantId: string, fileId: string) => {
  const file = await getMerchantFile(deps, merchantId, fileId);
  const handle = await open(path.join(deps.config.dataDir, 'files', file.storageKey));
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

export const readLivenessCaptures = async (deps: Deps, request: FastifyRequest) => {
  let token: string | undefined;
  let owner: { merchantId: string; userId: string } | undefined;
  const saved: Record<'selfie' | 'video', SavedCapture | undefined> = {
    selfie: undefined,
    video: undefined,
  };
  // A selfie and a video: the one upload call with two files (every other takes one).
  for await (const part of request.parts({ limits: { files: 2 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value.trim();
      continue;
    }
    if (
      !token ||
      (part.fieldname !== 'selfie' && part.fieldname !== 'video') ||
      saved[part.fieldname]
    ) {
      part.file.resume();
      throw new AppError(token ? 'BAD_REQUEST' : 'LIVENESS_LINK_INVALID');
    }
    if (!owner) {
      const merchantId = await livenessOwner(deps, token);
      const userId = await findMainUserId(deps.db, merchantId);
      if (!userId) throw new AppError('LIVENESS_LINK_INVALID');
      owner = { merchantId, userId };
    }
    const file = await saveUploadStream(deps, owner, {
      name: part.filename,
      stream: part.file,
      kind: 'liveness',
    });
    const isImage = file.mime.startsWith('image/');
    if ((part.fieldname === 'selfie') !== isImage) throw new AppError('FILE_TYPE_REFUSED');
    saved[part.fieldname] = {
      id: file.id,
      mime: file.mime,
      size: file.size,
      head: isImage ? await headOf(deps, owner.merchantId, file.id) : Buffer.alloc(0),
    };
  }
  if (!token) throw new AppError('LIVENESS_LINK_INVALID');
  if (!saved.selfie) throw new FieldError('selfie', 'required');
  return { token, selfie: saved.selfie, video: saved.video };
};
