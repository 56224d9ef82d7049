import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { useTestApp } from '../../../../test/suite.ts';

const t = useTestApp();

describe('health', () => {
  it('healthz answers while the process lives', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('readyz says unavailable when the database does not answer', async () => {
    const ping = t.database.ping;
    t.app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    } finally {
      t.app.database.ping = ping;
    }
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/finance-gateway/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/finance-gateway/api/mer/configDetail.json');
    const page = await t.app.inject({ method: 'GET', url: '/finance-gateway/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('serves no API reference with API_DOCS=off, while the API answers as before', async () => {
    const hidden = await createTestApp({ apiDocs: false });
    try {
      for (const url of ['/finance-gateway/docs/json', '/finance-gateway/docs']) {
        const res = await hidden.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('openapi');
      }
      const api = await hidden.app.inject({
        method: 'POST',
        url: '/finance-gateway/api/mer/configDetail.json',
      });
      expect(api.json().status).toBe(1);
    } finally {
      await hidden.close();
    }
  });
});
