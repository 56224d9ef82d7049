import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zFailureEnvelope, zPage, zPageQuery, zSuccessEnvelope } from './envelope.ts';

describe('envelope', () => {
  it('is status 1 with a result on success', () => {
    const envelope = zSuccessEnvelope(z.object({ id: z.string() }));
    expect(envelope.parse({ status: 1, result: { id: 'a' } })).toEqual({
      status: 1,
      result: { id: 'a' },
    });
    expect(envelope.safeParse({ status: 0, result: { id: 'a' } }).success).toBe(false);
    expect(envelope.safeParse({ status: 1 }).success).toBe(false);
  });

  it('is status 0 with an error code and message on failure', () => {
    const failure = {
      status: 0,
      errorCode: 'VALIDATION_FAILED',
      message: 'x',
      fields: [{ field: 'a', message: 'b' }],
    };
    expect(zFailureEnvelope.parse(failure)).toEqual(failure);
    expect(zFailureEnvelope.safeParse({ status: 0, message: 'x' }).success).toBe(false);
    expect(zFailureEnvelope.safeParse({ status: 1, errorCode: 'X', message: 'x' }).success).toBe(
      false,
    );
  });
});

describe('zPageQuery', () => {
  it('defaults to page 1 of 20 and coerces query strings', () => {
    expect(zPageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(zPageQuery.parse({ pageNum: '3', pageSize: '50' })).toEqual({
      pageNum: 3,
      pageSize: 50,
    });
  });

  it.each([
    { pageNum: 0 },
    { pageNum: '1.5' },
    { pageSize: 0 },
    { pageSize: 201 },
    { pageNum: 'abc' },
  ])('refuses %j', (query) => {
    expect(zPageQuery.safeParse(query).success).toBe(false);
  });

  it('accepts the largest page size', () => {
    expect(zPageQuery.parse({ pageSize: 200 }).pageSize).toBe(200);
  });
});

describe('zPage', () => {
  it('wraps a list with its paging', () => {
    const page = zPage(z.string());
    expect(page.parse({ list: ['a'], total: 1, pageNum: 1, pageSize: 20 }).list).toEqual(['a']);
    expect(page.safeParse({ list: [1], total: 1, pageNum: 1, pageSize: 20 }).success).toBe(false);
  });
});
