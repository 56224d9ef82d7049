// Security headers on every answer (issue 11, item 4): a Content-Security-Policy the built apps run
// under without inline scripts, no framing, no sniffing, a referrer policy, and HSTS only over
// HTTPS (here: behind a proxy that says so, with TRUST_PROXY on).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { HSTS } from '../platform/http/security-headers.ts';

let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

const expectHardened = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // A liveness video under review plays from a blob of its bytes.
  expect(csp).toContain("media-src 'self' blob:");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

describe('security headers', () => {
  it('are on API answers, errors and not-found answers alike', async () => {
    for (const res of [
      await plain.app.inject({ method: 'POST', url: '/finance-gateway/api/mer/configDetail.json' }),
      await plain.app.inject({ method: 'POST', url: '/finance-gateway/api/mer/merchantInfo.json' }),
      await plain.app.inject({ method: 'POST', url: '/finance-gateway/api/mer/nope.json' }),
      await plain.app.inject({ method: 'GET', url: '/healthz' }),
    ]) {
      expectHardened(res.headers);
    }
  });

  it('are on the API reference page too', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/finance-gateway/docs/static/index.html',
    });
    expectHardened(res.headers);
  });

  it('send HSTS only over HTTPS', async () => {
    const overHttp = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed.
    const spoofed = await plain.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
  });
});
