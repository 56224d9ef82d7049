// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a built app, so
// the server sends compressed assets without compressing per request (@fastify/static's
// preCompressed). A copy that would not be smaller is not written: the original is served then.
// Usage: tsx scripts/precompress.ts <dist folder>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Smaller files gain less than the bytes of the encoding's headers. */
const MIN_BYTES = 1024;

export const precompress = async (folder: string) => {
  let written = 0;
  let before = 0;
  let after = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gzip = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < data.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < data.length) await writeFile(`${file}.gz`, gzip);
    written += 1;
    before += data.length;
    after += Math.min(brotli.length, data.length);
  }
  return { files: written, bytes: before, brotliBytes: after };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: precompress <dist folder>');
  const { files, bytes, brotliBytes } = await precompress(path.resolve(folder));
  console.log(
    `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB (brotli)`,
  );
}
