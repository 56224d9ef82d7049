import { describe, expect, it } from 'vitest';
import { catalogueOperations, operationIdOf } from './api.ts';
import { routeOf } from './operation.ts';
import { walletApi } from './wallet.ts';

describe('the catalogue of operations', () => {
  const all = catalogueOperations();

  it('gives every operation its own route', () => {
    const routes = all.map(({ op }) => routeOf(op));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keeps paths relative, idempotency for POSTs, and access to the API it lives in', () => {
    for (const { id, op } of all) {
      expect(op.path, id).toMatch(/^[A-Za-z0-9/_.-]+$/);
      if (op.idempotent) expect(op.method, id).toBe('POST');
      if (op.api === 'ops') expect(['operator', 'public'], id).toContain(op.access.kind);
      if (op.api === 'mer') expect(['user', 'public'], id).toContain(op.access.kind);
    }
  });

  it('names an operation area.name', () => {
    expect(operationIdOf(walletApi.transfer)).toBe('wallet.transfer');
    expect(operationIdOf({ ...walletApi.transfer })).toBeUndefined();
  });

  it('marks money-moving operations idempotent', () => {
    for (const { id, op } of all) {
      if (op.access.kind === 'user' && op.access.movesMoney) expect(op.idempotent, id).toBe(true);
    }
  });
});
