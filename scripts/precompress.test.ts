import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let folder = '';
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of compressible files that decompress to the original', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const script = 'export const a = 1;\n'.repeat(200);
    await writeFile(path.join(folder, 'app.js'), script);
    await writeFile(path.join(folder, 'tiny.css'), 'a{b:c}');
    await writeFile(path.join(folder, 'logo.png'), Buffer.alloc(4096));

    const result = await precompress(folder);

    expect(result.files).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(
      ['app.js', 'app.js.br', 'app.js.gz', 'logo.png', 'tiny.css'].sort(),
    );
    const js = path.join(folder, 'app.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
  });
});
