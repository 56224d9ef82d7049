// The OpenAPI document is the API's public shape: a change of layout inside the server must leave it
// exactly as it was. The snapshot beside this test is the document with its keys sorted (the order
// routes are registered in is not part of the API); an intended API change updates it with
// `npx vitest run -u apps/server/src/__tests__/openapi-document.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  );
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is the one in the snapshot, key for key', async () => {
    const document = JSON.stringify(sortedKeys(t.app.swagger()), null, 2);
    await expect(`${document}\n`).toMatchFileSnapshot('__snapshots__/openapi.json');
  });
});
