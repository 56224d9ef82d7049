// The development inbox shows any account's reset code, so it is served to this machine only
// unless opened deliberately (issue 11, item 5), and the portal links to it only where it opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';

let local: TestApp;
let open: TestApp;
let production: TestApp;
beforeAll(async () => {
  local = await createTestApp();
  open = await createTestApp({ devInbox: 'open' });
  production = await createTestApp({ devInbox: 'off', isProduction: true, env: 'production' });
});
afterAll(async () => {
  await local.close();
  await open.close();
  await production.close();
});

const inbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/finance-gateway/api/dev/inbox', remoteAddress, headers });
const inboxLinked = async (t: TestApp, remoteAddress: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/finance-gateway/api/mer/configDetail.json',
      remoteAddress,
    })
  ).json().result.devInbox;

describe('the development inbox', () => {
  it('is served to this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await inbox(local, address)).json().status, address).toBe(1);
      expect(await inboxLinked(local, address)).toBe(true);
    }
  });

  it('does not exist for anyone else, nor for a stranger behind a proxy on this machine', async () => {
    for (const [address, headers] of [
      ['192.168.1.20', {}],
      ['203.0.113.9', {}],
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' }],
      ['127.0.0.1', { forwarded: 'for=198.51.100.4' }],
    ] as const) {
      const res = await inbox(local, address, headers);
      expect(res.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.json().errorCode).toBe('API_NOT_FOUND');
      expect(JSON.stringify(res.json())).not.toContain('code');
    }
    expect(await inboxLinked(local, '203.0.113.9')).toBe(false);
  });

  it('is served to anyone when opened deliberately (DEV_INBOX=open)', async () => {
    expect((await inbox(open, '203.0.113.9')).json().status).toBe(1);
    expect(await inboxLinked(open, '203.0.113.9')).toBe(true);
  });

  it('does not exist in production, even for this machine', async () => {
    expect((await inbox(production, '127.0.0.1')).statusCode).toBe(404);
    expect(await inboxLinked(production, '127.0.0.1')).toBe(false);
  });
});
