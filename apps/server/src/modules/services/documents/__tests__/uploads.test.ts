// file/upload.json (issue 15): each kind takes the formats it names, judged by content and never by
// name; 10 MB is the most it takes; a refused or failed upload leaves neither a row in `files` nor
// a file under DATA_DIR/files (its temporary folder included). Files are made in memory.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LIMITS, type UploadKind } from '@tradebridge/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUploadStream } from '../../../../platform/files.ts';
import { createTestApp, MER, type TestApp } from '../../../../test/app.ts';
import { authHeaders, login, type Tokens } from '../../../../test/session.ts';

let t: TestApp;
let demo: Tokens;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-uploads-'));
  t = await createTestApp({ dataDir });
  demo = await login(t.app, 'demo@tradebridge.dev');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `head` followed by filler up to `size` bytes. */
const sized = (head: Buffer, size = 1024) => {
  const data = Buffer.alloc(size, 0x41);
  head.copy(data);
  return data;
};
const hex = (text: string) => Buffer.from(text, 'hex');

const PNG = sized(hex('89504e470d0a1a0a0000000d49484452'));
const JPEG = sized(hex('ffd8ffe000104a46494600'));
const PDF = sized(Buffer.from('%PDF-1.4\n'));
/** An EBML header whose DocType is "webm". */
const WEBM = sized(hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102'));
/** An ISO media file whose ftyp box names the "isom" brand. */
const MP4 = sized(Buffer.concat([hex('00000018'), Buffer.from('ftypisom'), hex('00000200')]));
/** A legacy .xls: an OLE compound file whose directory names the "Workbook" stream. */
const ole = (entry: string) => {
  const data = sized(hex('d0cf11e0a1b11ae1'), 2048);
  Buffer.from(`${entry}\0`, 'utf16le').copy(data, 1024);
  return data;
};
const XLS = ole('Workbook');
/** A legacy .doc: the same container, holding a Word document. */
const DOC = ole('WordDocument');
const XLSX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    'xl/workbook.xml': strToU8('<workbook/>'),
  }),
);
const ZIP = Buffer.from(zipSync({ 'notes.txt': strToU8('not a spreadsheet') }));
const TEXT = Buffer.from('just some text, whatever its name says');

const SAMPLES = { PNG, JPEG, PDF, WEBM, MP4, XLS, XLSX, ZIP, TEXT, DOC };
type Sample = keyof typeof SAMPLES;

const upload = (data: Buffer, filename: string, kind?: string) => {
  const boundary = `----tb${randomUUID()}`;
  return t.app.inject({
    method: 'POST',
    url: `${MER}/file/upload.json${kind === undefined ? '' : `?kind=${kind}`}`,
    headers: {
      ...authHeaders(demo),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      language: 'en-US',
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

const fileRows = async () =>
  (
    (await t.database.db.execute('SELECT count(*)::int AS n FROM files' as never)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** Every file under DATA_DIR/files, the temporary folder included. */
const storedFiles = async () => {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

/** Runs `work` and checks that it added no row and no file. */
const leavesNothing = async (work: () => Promise<unknown>) => {
  const rows = await fileRows();
  const stored = await storedFiles();
  await work();
  expect(await fileRows()).toBe(rows);
  expect(await storedFiles()).toEqual(stored);
};

describe('upload kinds', () => {
  const accepts: Record<UploadKind, Partial<Record<Sample, string>>> = {
    document: { PNG: 'image/png', JPEG: 'image/jpeg', PDF: 'application/pdf' },
    image: { PNG: 'image/png', JPEG: 'image/jpeg' },
    pdf: { PDF: 'application/pdf' },
    sheet: {
      XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      XLS: 'application/vnd.ms-excel',
    },
    liveness: { PNG: 'image/png', JPEG: 'image/jpeg', WEBM: 'video/webm', MP4: 'video/mp4' },
  };
  const types: Record<UploadKind, string> = {
    document: 'JPEG, PNG, PDF',
    image: 'JPEG, PNG',
    pdf: 'PDF',
    sheet: 'XLSX, XLS',
    liveness: 'JPEG, PNG, WebM, MP4',
  };

  for (const [kind, accepted] of Object.entries(accepts) as [UploadKind, typeof accepts.pdf][]) {
    it(`${kind}: takes ${Object.keys(accepted).join(', ')} and refuses every other sample`, async () => {
      for (const [sample, data] of Object.entries(SAMPLES) as [Sample, Buffer][]) {
        const mime = accepted[sample];
        if (mime) {
          const res = await upload(data, `sample.${sample.toLowerCase()}`, kind);
          expect(res.json(), `${kind} ${sample}`).toMatchObject({
            status: 1,
            result: { mime, size: data.length, name: `sample.${sample.toLowerCase()}` },
          });
        } else {
          await leavesNothing(async () => {
            const res = await upload(data, `sample.${sample.toLowerCase()}`, kind);
            expect(res.statusCode, `${kind} ${sample}`).toBe(415);
            expect(res.json()).toMatchObject({
              errorCode: 'FILE_TYPE_REFUSED',
              message: `This type of file is not accepted here: only ${types[kind]}.`,
            });
          });
        }
      }
    });
  }

  it('is a document unless said otherwise, and judged by content, never by name', async () => {
    const png = await upload(PNG, 'scan.pdf');
    expect(png.json().result).toMatchObject({ mime: 'image/png', name: 'scan.pdf' });
    await leavesNothing(async () => {
      expect((await upload(PNG, 'scan.pdf', 'pdf')).json().errorCode).toBe('FILE_TYPE_REFUSED');
      expect((await upload(TEXT, 'x.jpg')).json().errorCode).toBe('FILE_TYPE_REFUSED');
      expect((await upload(TEXT, 'x.jpg', 'image')).json().errorCode).toBe('FILE_TYPE_REFUSED');
    });
  });

  it('refuses an unknown kind before reading the file', async () => {
    await leavesNothing(async () => {
      const res = await upload(PNG, 'a.png', 'selfie');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'kind' }],
      });
    });
  });

  it('keeps what it was sent: the bytes come back, with their SHA-256 on the row', async () => {
    const res = await upload(JPEG, 'photo.jpg', 'liveness');
    const { id } = res.json().result as { id: string };
    const view = await t.app.inject({
      method: 'POST',
      url: `${MER}/file/view.json`,
      headers: { ...authHeaders(demo), 'content-type': 'application/json' },
      payload: JSON.stringify({ fileId: id }),
    });
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.rawPayload.equals(JPEG)).toBe(true);
    const row = (
      (await t.database.db.execute(
        `SELECT sha256, storage_key FROM files WHERE id = '${id}'` as never,
      )) as unknown as { rows: { sha256: string; storage_key: string }[] }
    ).rows[0]!;
    expect(row.sha256).toBe(createHash('sha256').update(JPEG).digest('hex'));
    expect(row.storage_key).toMatch(new RegExp(`^\\d{4}-\\d{2}/${id}\\.jpg$`));
  });
});

describe('upload size', () => {
  it('takes exactly 10 MB', async () => {
    const res = await upload(sized(PNG, LIMITS.uploadMaxBytes), 'large.png');
    expect(res.json()).toMatchObject({
      status: 1,
      result: { mime: 'image/png', size: LIMITS.uploadMaxBytes },
    });
  });

  it('refuses 10 MB and one byte, leaving no row and no file', async () => {
    await leavesNothing(async () => {
      const res = await upload(sized(PDF, LIMITS.uploadMaxBytes + 1), 'large.pdf');
      expect(res.statusCode).toBe(413);
      expect(res.json().errorCode).toBe('FILE_TOO_LARGE');
    });
  });
});

describe('saveUploadStream', () => {
  const owner = async () => {
    const rows = (
      (await t.database.db.execute(
        `SELECT merchant_id, id FROM users WHERE email = 'demo@tradebridge.dev'` as never,
      )) as unknown as { rows: { merchant_id: string; id: string }[] }
    ).rows;
    return { merchantId: rows[0]!.merchant_id, userId: rows[0]!.id };
  };
  const chunks = function* (head: Buffer, total: number) {
    yield head;
    for (let sent = head.length; sent < total; sent += 1024 * 1024) {
      yield Buffer.alloc(Math.min(1024 * 1024, total - sent), 0x41);
    }
  };

  it('stops a stream as soon as it passes the limit, without reading the rest', async () => {
    let read = 0;
    const stream = Readable.from(
      (function* () {
        for (const chunk of chunks(PNG, 50 * 1024 * 1024)) {
          read += chunk.length;
          yield chunk;
        }
      })(),
    );
    await leavesNothing(async () => {
      await expect(
        saveUploadStream(t.app.deps, await owner(), { name: 'big.png', stream, kind: 'image' }),
      ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    });
    expect(read).toBeLessThan(LIMITS.uploadMaxBytes + 4 * 1024 * 1024);
  });

  it('leaves nothing when the stream breaks off', async () => {
    const stream = Readable.from(
      (function* () {
        yield PNG;
        throw new Error('connection reset');
      })(),
    );
    await leavesNothing(async () => {
      await expect(
        saveUploadStream(t.app.deps, await owner(), { name: 'cut.png', stream, kind: 'image' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  it('leaves no file when the row cannot be written', async () => {
    const { userId } = await owner();
    await leavesNothing(async () => {
      // No such merchant: the row's foreign key refuses it after the file was moved into place.
      await expect(
        saveUploadStream(
          t.app.deps,
          { merchantId: randomUUID(), userId },
          { name: 'orphan.png', stream: Readable.from([PNG]), kind: 'image' },
        ),
      ).rejects.toThrow();
    });
  });
});
