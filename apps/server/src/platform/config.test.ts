import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/tb' });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('/srv/tb', './data'),
      databaseUrl: undefined,
      env: 'development',
      isProduction: false,
    });
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and NODE_ENV', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/var/lib/tb',
      DATABASE_URL: 'postgres://u@db:5432/tb',
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/tb',
      databaseUrl: 'postgres://u@db:5432/tb',
      isProduction: true,
    });
  });

  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }).host).toBe('0.0.0.0');
  });

  it('serves the development inbox locally by default, openly when asked, never in production', () => {
    expect(loadConfig({}).devInbox).toBe('local');
    expect(loadConfig({ DEV_INBOX: 'open' }).devInbox).toBe('open');
    expect(
      loadConfig({ DEV_INBOX: 'open', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })
        .devInbox,
    ).toBe('off');
    expect(() => loadConfig({ DEV_INBOX: 'everyone' })).toThrow(ConfigError);
  });

  it('serves the API reference in production too unless API_DOCS=off', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).apiDocs).toBe(true);
    expect(loadConfig({ ...production, API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'private' })).toThrow(ConfigError);
  });

  it('pays through the sandbox bank unless BANK_RAIL names another rail, and knows no other yet', () => {
    expect(loadConfig({}).bankRail).toBe('sandbox');
    expect(loadConfig({ BANK_RAIL: 'sandbox' }).bankRail).toBe('sandbox');
    expect(() => loadConfig({ BANK_RAIL: 'swift' })).toThrow(/BANK_RAIL.*must be sandbox/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty": must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT="70000": must be a whole number between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL',
    ],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV="prod": must be one of development, production, test'],
  ])('names the bad value clearly: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: '0', NODE_ENV: 'x' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('secrets and mail', () => {
  it('refuses production without APP_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('APP_SECRET');
  });
  it('uses the development secret outside production and takes SMTP settings', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example:587' });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.smtpUrl).toBe('smtp://mail.example:587');
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow('SMTP_URL');
  });
});
