import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/app.ts';
import { buildApp } from '../app.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { zAmountIn } from '@tradebridge/contracts';

let app: FastifyInstance;
let database: TestDatabase;
const logs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = { write: (line: string) => void logs.push(line) };
  app = await buildApp({
    config: testConfig(),
    database,
    logger: { level: 'info', stream },
    serveWeb: false,
  });
  // Probe routes that exercise the envelope's error paths.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/finance-gateway/api/mer/test/echo.json',
    {
      schema: {
        body: z.object({
          loginAccount: z.string().min(1),
          pageSize: z.number().int().max(100).optional(),
          amount: zAmountIn('USD').optional(),
        }),
      },
    },
    async (request) => ok(request.body),
  );
  typed.post('/finance-gateway/api/mer/test/boom.json', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  typed.post('/finance-gateway/api/mer/test/deliberate.json', async () => {
    throw new AppError('INSUFFICIENT_BALANCE');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/finance-gateway/api/mer/${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('envelope', () => {
  it('wraps a success in status 1 with the result', async () => {
    const res = await post('test/echo.json', { loginAccount: 'a@b.c' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, result: { loginAccount: 'a@b.c' } });
  });

  it('answers an unknown API path with an envelope, not HTML, in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/nope.json',
      headers: { language: 'ru-RU' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body).toMatchObject({ status: 0, errorCode: 'API_NOT_FOUND' });
    expect(body.message).toContain('Такого API нет');
    expect(body.message).toContain('/finance-gateway/api/mer/nope.json');
  });

  it('refuses malformed JSON with a localized message', async () => {
    const res = await post('test/echo.json', '{"loginAccount": ', { language: 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 0,
      errorCode: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each([
    ['zh-CN', 'loginAccount：不能为空'],
    ['en-US', 'loginAccount: cannot be empty'],
    ['ru-RU', 'loginAccount: не может быть пустым'],
  ])('names the missing field in %s', async (language, message) => {
    const res = await post('test/echo.json', {}, { language });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 0, errorCode: 'VALIDATION_FAILED', message });
    expect(body.fields[0].field).toBe('loginAccount');
  });

  it('localizes zod reasons and contract reasons', async () => {
    const tooBig = await post(
      'test/echo.json',
      { loginAccount: 'x', pageSize: 500 },
      { language: 'ru-RU' },
    );
    expect(tooBig.json().message).toMatch(/^pageSize: Слишком большое значение/);
    const scale = await post(
      'test/echo.json',
      { loginAccount: 'x', amount: '1.234' },
      { language: 'en-US' },
    );
    expect(scale.json().message).toBe('amount: at most 2 decimal places');
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await post('test/echo.json', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('answers a deliberate error with its code, status and message', async () => {
    const res = await post('test/deliberate.json', {}, { language: 'en-US' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 0,
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance.',
    });
  });

  it('masks unexpected errors and logs them with the echoed request-id', async () => {
    const res = await post(
      'test/boom.json',
      {},
      { 'request-id': 'req-abc-123', language: 'en-US' },
    );
    expect(res.statusCode).toBe(500);
    expect(res.headers['request-id']).toBe('req-abc-123');
    expect(res.body).not.toContain('secret_table');
    expect(res.json()).toEqual({
      status: 0,
      errorCode: 'SERVER_ERROR',
      message: 'Sorry, server error. Please try again later.',
    });
    const logged = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged?.requestId).toBe('req-abc-123');
    expect(logged?.err?.message).toContain('secret_table');
  });

  it('makes a request-id when none or an unsafe one is sent', async () => {
    const res = await post(
      'test/echo.json',
      { loginAccount: 'x' },
      { 'request-id': 'bad id\nforged' },
    );
    expect(res.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs authorization headers', async () => {
    logs.length = 0;
    await post('test/boom.json', {}, { authorization: 'secret-token-value' });
    expect(logs.join('\n')).not.toContain('secret-token-value');
  });
});
