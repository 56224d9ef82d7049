import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearStamp,
  decideBuild,
  hashInputs,
  inputFilesOf,
  readStamp,
  workspaceInputsOf,
  writeStamp,
} from './build-changed.ts';

describe('decideBuild', () => {
  it('skips the build only when the output is there and the inputs are those of the last build', () => {
    expect(decideBuild({ inputs: 'a', stamp: 'a', hasOutput: true })).toEqual({
      build: false,
      reason: 'nothing changed since the last build',
    });
    expect(decideBuild({ inputs: 'b', stamp: 'a', hasOutput: true })).toEqual({
      build: true,
      reason: 'its sources changed',
    });
    expect(decideBuild({ inputs: 'a', stamp: undefined, hasOutput: true })).toEqual({
      build: true,
      reason: 'no record of the last build',
    });
    expect(decideBuild({ inputs: 'a', stamp: 'a', hasOutput: false })).toEqual({
      build: true,
      reason: 'no build output',
    });
    expect(decideBuild({ inputs: 'a', stamp: 'a', hasOutput: true, force: true }).build).toBe(true);
  });
});

describe('the inputs of an app', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const json = (value: unknown) => JSON.stringify(value);
  const hashOf = (app: string, env: NodeJS.ProcessEnv = {}) =>
    hashInputs(root, inputFilesOf(root, app), env);

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-changed-'));
    write(
      'package.json',
      json({ workspaces: ['packages/contracts', 'packages/ui', 'apps/web', 'apps/console'] }),
    );
    write('package-lock.json', json({ lockfileVersion: 3 }));
    write('tsconfig.json', '{}');
    write('scripts/chunk-groups.ts', 'export {};');
    write('scripts/precompress.ts', 'export {};');
    write('scripts/unrelated.ts', 'export {};');
    write('packages/contracts/package.json', json({ name: '@t/contracts', dependencies: {} }));
    write('packages/contracts/src/index.ts', 'export const a = 1;');
    write(
      'packages/ui/package.json',
      json({ name: '@t/ui', dependencies: { '@t/contracts': '0.1.0', react: '19' } }),
    );
    write('packages/ui/src/index.ts', 'export const b = 2;');
    write('packages/ui/node_modules/x/index.js', 'installed');
    write('apps/web/package.json', json({ name: '@t/web', dependencies: { '@t/ui': '0.1.0' } }));
    write('apps/web/vite.config.ts', 'export default {};');
    write('apps/web/index.html', '<html></html>');
    write('apps/web/src/main.tsx', 'main');
    write('apps/web/src/main.test.tsx', 'a test');
    write('apps/web/dist/index.html', 'built');
    write('apps/console/package.json', json({ name: '@t/console', dependencies: {} }));
    write('apps/console/src/main.tsx', 'console');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are the app, the workspace packages it depends on, the lock file and the build scripts', () => {
    expect(workspaceInputsOf(root, 'apps/web')).toEqual([
      'apps/web',
      'packages/contracts',
      'packages/ui',
    ]);
    expect(inputFilesOf(root, 'apps/web')).toEqual([
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/src/main.tsx',
      'apps/web/vite.config.ts',
      'package-lock.json',
      'package.json',
      'packages/contracts/package.json',
      'packages/contracts/src/index.ts',
      'packages/ui/package.json',
      'packages/ui/src/index.ts',
      'scripts/chunk-groups.ts',
      'scripts/precompress.ts',
      'tsconfig.json',
    ]);
  });

  it('change with a source of the app or of a package it uses, the lock file or the vite config', () => {
    const before = hashOf('apps/web');
    expect(hashOf('apps/web')).toBe(before);
    for (const file of [
      'apps/web/src/main.tsx',
      'packages/contracts/src/index.ts',
      'package-lock.json',
      'apps/web/vite.config.ts',
      'scripts/chunk-groups.ts',
    ]) {
      write(file, 'changed');
      expect(hashOf('apps/web'), file).not.toBe(before);
    }
    const changed = hashOf('apps/web');
    write('apps/web/src/new-screen.tsx', 'new');
    expect(hashOf('apps/web')).not.toBe(changed);
  });

  it('do not change with tests, output, installed packages, other apps, or a touch', () => {
    const web = hashOf('apps/web');
    write('apps/web/src/main.test.tsx', 'another test');
    write('apps/web/dist/index.html', 'built again');
    write('packages/ui/node_modules/x/index.js', 'reinstalled');
    write('scripts/unrelated.ts', 'changed');
    write('apps/console/src/main.tsx', 'console changed');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    expect(hashOf('apps/web')).toBe(web);
    // The console uses no workspace package here: the ui changing rebuilds the portal only.
    const console = hashOf('apps/console');
    write('packages/ui/src/index.ts', 'changed');
    expect(hashOf('apps/web')).not.toBe(web);
    expect(hashOf('apps/console')).toBe(console);
  });

  it('include the VITE_ environment, and nothing else of it', () => {
    const plain = hashOf('apps/web', { PATH: '/bin' });
    expect(hashOf('apps/web', { PATH: '/usr/bin', HOME: '/root' })).toBe(plain);
    expect(hashOf('apps/web', { VITE_GATEWAY: '/other' })).not.toBe(plain);
  });

  it('keeps the stamp of a successful build, and forgets it when a build starts', () => {
    expect(readStamp(root, 'apps/web')).toBeUndefined();
    writeStamp(root, 'apps/web', 'abc');
    expect(readStamp(root, 'apps/web')).toBe('abc');
    expect(readStamp(root, 'apps/console')).toBeUndefined();
    clearStamp(root, 'apps/web');
    expect(readStamp(root, 'apps/web')).toBeUndefined();
  });
});
