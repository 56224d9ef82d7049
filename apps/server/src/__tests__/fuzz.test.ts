// Fuzzing every POST endpoint from the OpenAPI document alone, as an outside client would (issue 11,
// item 3): for each operation a well-formed body is derived from its request schema, then every
// field in turn — and the body as a whole — is replaced by hostile values (NUL characters, huge and
// negative numbers, amounts past 2^63 minor units, lone surrogates, wrong types, deep nesting,
// prototype keys). No answer may be a 5xx, no input may get past the schemas to be refused by the
// database (the error handler's safety net, which answers a bare 400 without naming the field), and
// the ledger's invariants must hold afterwards.
// Sessions are kept alive: a call that ends one (logout, revoke) is followed by a new login.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../modules/core/ledger/index.ts';
import { createLoggingTestApp, type TestApp } from '../test/app.ts';
import {
  ADMIN_EMAIL,
  authHeaders as opsHeaders,
  enrolOperator,
  loginOperator,
} from '../test/operators.ts';
import { authHeaders, login, type Tokens } from '../test/session.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  additionalProperties?: Schema | boolean;
};
type Operation = { path: string; method: 'POST' | 'GET'; body?: Schema; query?: Schema };

let t: TestApp;
let operations: Operation[] = [];
let merchant: Tokens;
let operator: { token: string; financeToken: string };
let secret: string;

/** Candidates tried in order for a string with a pattern: the first that matches is used. */
const STRING_CANDIDATES = [
  'fuzz@shop.example',
  '123456',
  '1234',
  '1.00',
  'US',
  '+86',
  'Fuzz1234',
  '2026-06-30',
  '2026-06-30T08:00:00.000Z',
  '1.2345',
  'fuzz',
];

/** A value the schema accepts, as far as can be told from the schema alone. */
const validValue = (schema: Schema, depth = 0): unknown => {
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(options.find((o) => o.type !== 'null') ?? options[0]!, depth + 1);
  if (schema.allOf) return validValue(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        value[name] = validValue(property, depth + 1);
      return value;
    }
    case 'array':
      return schema.items ? [validValue(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@shop.example';
      if (schema.format === 'date') return '2026-06-30';
      if (schema.format === 'date-time') return '2026-06-30T08:00:00.000Z';
      const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
      const found = STRING_CANDIDATES.find((c) => !pattern || pattern.test(c)) ?? 'fuzz';
      return found.padEnd(schema.minLength ?? 0, 'x');
    }
    default:
      return 'fuzz';
  }
};

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

/** What replaces one field at a time. */
const HOSTILE: unknown[] = [
  '\u0000',
  'fuzz\u0000fuzz',
  '',
  '   ',
  'x'.repeat(20_000),
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(40),
  "' OR '1'='1' --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '__proto__',
  '9223372036854775808',
  '92233720368547758.08',
  '-9223372036854775809',
  '-1',
  '0',
  '1e308',
  'NaN',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 64,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
  deep(60),
];

/** Whole bodies, besides the well-formed one with each field replaced. */
const BODIES: unknown[] = [undefined, {}, [], null, 'fuzz', 12, true, deep(200), [{}, {}]];

/** Paths of every field of a value, one level into nested objects. */
const fieldPaths = (value: unknown, prefix: string[] = [], depth = 0): string[][] => {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 2) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key], depth + 1),
  ]);
};

const withField = (value: unknown, path: string[], replacement: unknown): unknown => {
  const copy = structuredClone(value) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]!] = replacement;
  return copy;
};

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const headersFor = (path: string): Record<string, string> => {
  const base = { 'idempotency-key': `fuzz-${randomUUID()}`, language: 'ru-RU' };
  if (path.includes('/api/mer/')) return { ...base, ...authHeaders(merchant) };
  if (path.includes('/api/ops/')) return { ...base, ...authHeaders(operator) };
  return base;
};

const send = (operation: Operation, body: unknown) =>
  operation.method === 'GET'
    ? t.app.inject({
        method: 'GET',
        url: operation.path,
        query: Object.fromEntries(
          Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        ),
        remoteAddress: nextIp(),
      })
    : t.app.inject({
        method: 'POST',
        url: operation.path,
        headers: { 'content-type': 'application/json', ...headersFor(operation.path) },
        payload: body === undefined ? '' : JSON.stringify(body),
        remoteAddress: nextIp(),
      });

/** Sessions ended by the fuzz (logout, revoked sessions, a changed role) are opened again. */
const keepSessionsAlive = async () => {
  const me = await t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/mer/merchantInfo.json',
    headers: authHeaders(merchant),
  });
  if (me.json().status !== 1) merchant = await login(t.app, 'demo@tradebridge.dev');
  const ops = await t.app.inject({
    method: 'POST',
    url: '/finance-gateway/api/ops/me.json',
    headers: opsHeaders(operator),
  });
  if (ops.json().status !== 1) operator = await loginOperator(t.app, ADMIN_EMAIL, secret);
};

let logs: string[] = [];

beforeAll(async () => {
  const logging = await createLoggingTestApp('warn');
  t = logging;
  logs = logging.logs;
  merchant = await login(t.app, 'demo@tradebridge.dev');
  const admin = await enrolOperator(t.app, ADMIN_EMAIL);
  operator = admin;
  secret = admin.secret;
  const document = (await t.app.inject({ method: 'GET', url: '/finance-gateway/docs/json' })).json()
    .paths as Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema: Schema }> };
        parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
      }
    >
  >;
  for (const [path, methods] of Object.entries(document)) {
    if (methods.post) {
      operations.push({
        path,
        method: 'POST',
        body: methods.post.requestBody?.content?.['application/json']?.schema,
      });
    }
    const query = methods.get?.parameters?.filter((p) => p.in === 'query') ?? [];
    if (query.length > 0) {
      operations.push({
        path,
        method: 'GET',
        query: {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
        },
      });
    }
  }
  // Calls that end the sessions go last, so the rest runs logged in.
  const ending = /logout|revoke|sessions\/end|modifyPwd/;
  operations = [
    ...operations.filter((o) => !ending.test(o.path)),
    ...operations.filter((o) => ending.test(o.path)),
  ];
});
afterAll(() => t.close());

describe('fuzzing every POST endpoint of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.filter((o) => o.method === 'POST').length).toBeGreaterThanOrEqual(80);
  });

  it('answers no hostile body with a 5xx', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      await keepSessionsAlive();
      const schema = operation.body ?? operation.query;
      const valid = schema ? validValue(schema) : {};
      const bodies: unknown[] = [valid, ...BODIES];
      for (const path of fieldPaths(valid))
        for (const value of HOSTILE) bodies.push(withField(valid, path, value));
      for (const body of bodies) {
        const res = await send(operation, body);
        requests += 1;
        const refusedByDatabase = logs.some((line) =>
          line.includes('input refused by the database'),
        );
        logs.length = 0;
        if (res.statusCode >= 500 || refusedByDatabase) {
          const shown = JSON.stringify(body)?.slice(0, 200);
          failures.push(
            `${operation.method} ${operation.path} ${shown} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(3_000);
  });

  it('leaves the ledger whole', async () => {
    for (const check of await verifyLedger(t.database.db))
      expect(check.breaches, check.name).toEqual([]);
  });
});
