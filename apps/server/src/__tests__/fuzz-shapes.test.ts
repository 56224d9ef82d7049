// The two classes of hostile request the second outside probe found answering HTTP 500 (issue 35,
// items 3 and 5), sent to every operation of the catalogue: JSON nested thousands of levels deep
// (RangeError in the walk for unstorable text, before login), and multipart bodies without a
// boundary or cut off inside a part (busboy's plain Errors). Every answer must be the envelope's 4xx,
// none may be logged as an unexpected error, and a body too deep is refused by name.
import { catalogueOperations, routeOf } from '@tradebridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../platform/http/envelope.ts';
import { createLoggingTestApp, type TestApp } from '../test/app.ts';
import { ADMIN_EMAIL, authHeaders as opsHeaders, enrolOperator } from '../test/operators.ts';
import { authHeaders, login, type Tokens } from '../test/session.ts';

let t: TestApp;
let merchant: Tokens;
let operator: { token: string; financeToken: string };
let logs: string[] = [];

beforeAll(async () => {
  const logging = await createLoggingTestApp('warn');
  t = logging;
  logs = logging.logs;
  merchant = await login(t.app, 'demo@tradebridge.dev');
  operator = await enrolOperator(t.app, ADMIN_EMAIL);
});
afterAll(() => t.close());

const operations = catalogueOperations().map(({ id, op }) => {
  const [method, url] = routeOf(op).split(' ') as ['POST' | 'GET', string];
  return { id, method, url, op };
});

const sessionFor = (url: string, signedIn: boolean): Record<string, string> => {
  if (!signedIn) return {};
  if (url.includes('/api/ops/')) return opsHeaders(operator) as Record<string, string>;
  return authHeaders(merchant);
};

/** JSON text nested `levels` deep, written out directly (JSON.stringify itself overflows). */
const nested = (levels: number, open: string, close: string, leaf = '1') =>
  open.repeat(levels) + leaf + close.repeat(levels);

const DEEP_BODIES: Record<string, string> = {
  'arrays 100,000 deep': nested(100_000, '[', ']'),
  'objects 10,000 deep': nested(10_000, '{"a":', '}'),
  'a field 20,000 deep': `{"loginAccount":${nested(20_000, '[', ']', '"x"')},"pageNum":1}`,
  'one level past the limit': `{"a":${nested(MAX_BODY_DEPTH, '{"b":', '}')}}`,
};

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `198.19.${(ip >> 8) & 255}.${ip & 255}`;
};

/** Log lines of an unexpected error since the last call (a 500, or a stack trace logged). */
const takeErrorLogs = () => {
  const found = logs.filter((line) => /"level":(50|60)/.test(line));
  logs.length = 0;
  return found;
};

describe('bodies nested deeper than any contract', () => {
  it(
    'answers every operation, logged in or not, with a 4xx and logs no error',
    {
      timeout: 300_000,
    },
    async () => {
      const failures: string[] = [];
      for (const { id, method, url } of operations) {
        if (method !== 'POST') continue;
        for (const signedIn of [false, true]) {
          for (const [name, payload] of Object.entries(DEEP_BODIES)) {
            const res = await t.app.inject({
              method: 'POST',
              url,
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `deep-${ip}`,
                ...sessionFor(url, signedIn),
              },
              payload,
              remoteAddress: nextIp(),
            });
            const errors = takeErrorLogs();
            if (res.statusCode >= 500 || errors.length > 0)
              failures.push(
                `${id} ${name} (${signedIn ? 'signed in' : 'no login'}) → ${res.statusCode}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('refuses a body past the limit as VALIDATION_FAILED naming the field, in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/login.json',
      headers: { 'content-type': 'application/json', language: 'ru-RU' },
      payload: DEEP_BODIES['a field 20,000 deep']!,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: 'loginAccount', message: `вложенность глубже ${MAX_BODY_DEPTH} уровней` }],
    });
  });

  it('still takes a body nested as deep as the limit allows', async () => {
    // 32 levels are inside the limit: the schema, not the depth check, answers.
    const res = await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/login.json',
      headers: { 'content-type': 'application/json', language: 'en-US' },
      payload: `{"loginAccount":${nested(MAX_BODY_DEPTH - 1, '[', ']', '"x"')}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toContain('nests deeper');
  });
});

const BOUNDARY = 'tb-fuzz-boundary';
const part = (name: string, body: string, fileName?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName ? `; filename="${fileName}"\r\nContent-Type: image/png` : ''
  }\r\n\r\n${body}\r\n`;
const whole = `${part('token', 'not-a-token')}${part('file', 'PNGDATA', 'a.png')}--${BOUNDARY}--\r\n`;

/** Multipart shapes a careless or hostile client sends: [name, content type, body]. */
const MULTIPART_SHAPES: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', whole],
  ['an empty boundary', 'multipart/form-data; boundary=', whole],
  ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, whole],
  ['another boundary than the body’s', 'multipart/form-data; boundary=other', whole],
  ['cut inside a file', `multipart/form-data; boundary=${BOUNDARY}`, whole.slice(0, -30)],
  [
    'cut inside a part header',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"`,
  ],
  [
    'cut after the first boundary',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\n`,
  ],
  ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
  ['only the closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}--\r\n`],
  [
    'a part without a name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'a part with no headers',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'a prototype field name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${part('__proto__', 'x')}--${BOUNDARY}--\r\n`,
  ],
  [
    'many fields',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${Array.from({ length: 500 }, (_, i) => part(`f${i}`, 'x')).join('')}--${BOUNDARY}--\r\n`,
  ],
  ['JSON sent as multipart', `multipart/form-data; boundary=${BOUNDARY}`, '{"token":"x"}'],
  ['multipart sent as JSON', 'application/json', whole],
  ['multipart sent as text', 'text/plain', whole],
  ['mixed instead of form-data', `multipart/mixed; boundary=${BOUNDARY}`, whole],
];

describe('malformed multipart bodies on every upload', () => {
  const uploads = operations.filter(({ op }) => op.request === 'multipart');

  it('finds the uploads', () => {
    expect(uploads.map((u) => u.id).sort()).toEqual([
      'certification.submitLiveness',
      'collection.uploadBankFile',
      'documents.uploadFile',
      'payout.uploadStatusReport',
    ]);
  });

  it('answers every shape with a 4xx envelope and logs no error', async () => {
    const failures: string[] = [];
    for (const { id, url } of uploads) {
      for (const [name, contentType, payload] of MULTIPART_SHAPES) {
        const res = await t.app.inject({
          method: 'POST',
          url: url.includes('file/upload') ? `${url}?kind=image` : url,
          headers: {
            'content-type': contentType,
            'idempotency-key': `mp-${ip}`,
            ...sessionFor(url, true),
          },
          payload,
          remoteAddress: nextIp(),
        });
        const errors = takeErrorLogs();
        if (res.statusCode >= 500 || res.statusCode < 400 || errors.length > 0)
          failures.push(`${id} ${name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        else expect(res.json().status, `${id} ${name}`).toBe(0);
      }
    }
    expect(failures).toEqual([]);
  });

  it('says what is wrong with the body, as BAD_REQUEST', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/mer/file/upload.json?kind=image',
        headers: { 'content-type': contentType, language: 'en-US', ...authHeaders(merchant) },
        payload,
      });
    const noBoundary = await send('multipart/form-data', whole);
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect(noBoundary.json().message).toContain('boundary');
    const cut = await send(`multipart/form-data; boundary=${BOUNDARY}`, whole.slice(0, -30));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect(cut.json().message).toContain('ends before its last part');
  });
});
