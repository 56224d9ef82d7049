// Each operation is defined once, in contracts (issue 12, item 4): every API route is registered
// from an operation of the catalogue, at the operation's path and method, every operation of the
// catalogue is registered, and the OpenAPI document names each by its catalogue id.
import { API_BASE, catalogueOperations, routeOf } from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite.ts';

const t = useTestApp();

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

describe('the API and the catalogue of operations', () => {
  it('registers every merchant and operator route from an operation, where it says', () => {
    expect(t.app.accessTable.length).toBeGreaterThan(80);
    for (const route of t.app.accessTable) {
      expect(route.operation, `${route.method} ${route.url}`).toBeDefined();
      expect(routeOf(route.operation!)).toBe(`${route.method} ${route.url}`);
      expect(route.access).toBe(route.operation!.access);
    }
  });

  it('registers every operation of the catalogue once, named by its id in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/finance-gateway/docs/json' })).json();
    const named = new Map<string, string>();
    for (const [path, methods] of Object.entries((doc as Doc).paths)) {
      if (!path.startsWith(`${API_BASE}/`)) continue;
      for (const [method, described] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        expect(described.operationId, route).toBeDefined();
        expect(named.has(described.operationId!), described.operationId).toBe(false);
        named.set(described.operationId!, route);
      }
    }
    const catalogue = catalogueOperations();
    expect(new Set(named.keys())).toEqual(new Set(catalogue.map(({ id }) => id)));
    for (const { id, op } of catalogue) expect(named.get(id), id).toBe(routeOf(op));
  });
});
