// The answers that carry a file instead of the envelope: never cached (they are a merchant's), named
// by Content-Disposition. A file made for the request (a PDF, a CSV, an XLSX) is to be saved; an
// upload shown again is inline (a preview keeps its name for its download link). A body written as
// it is read (a statement of 100,000 entries) goes out as a stream.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps.ts';
import { streamStoredFile } from '../files.ts';
import { contentDisposition } from './content-disposition.ts';

export const sendFile = (
  reply: FastifyReply,
  file: { type: string; name: string; body: string | Buffer | Uint8Array | Readable },
) =>
  reply
    .type(file.type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(file.name))
    .send(file.body);

/** A stored upload (its row has a storage key: one without is not found before this). */
export const showStoredFile = async (
  reply: FastifyReply,
  deps: Deps,
  file: { mime: string; name: string; storageKey: string | null },
) =>
  reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(file.name, 'inline'))
    .send(await streamStoredFile(deps, file.storageKey!));
