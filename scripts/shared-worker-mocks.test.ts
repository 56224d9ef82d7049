// The jsdom projects (ui, web, console) run their files in shared workers (isolate: false), where a
// module mocked by vi.mock stays mocked for the files that follow. Every test file there that mocks
// a module unmocks it again (vi.doUnmock with the same specifier, in afterAll).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_WORKER_ROOTS = ['packages/ui/src', 'apps/web/src', 'apps/console/src'];

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const specifiers = (source: string, call: string) =>
  [...source.matchAll(new RegExp(`vi\\.${call}\\(\\s*['"]([^'"]+)['"]`, 'g'))].map((m) => m[1]!);

/** Mocked specifiers of a test file that it never unmocks. */
const unmockedMocks = (source: string): string[] => {
  const unmocked = new Set(specifiers(source, 'doUnmock'));
  return [...specifiers(source, 'mock'), ...specifiers(source, 'doMock')].filter(
    (specifier) => !unmocked.has(specifier),
  );
};

describe('mocks in the shared-worker projects', () => {
  it('finds a mock left in place', () => {
    expect(unmockedMocks(`vi.mock('@tradebridge/ui', async () => ({}));`)).toEqual([
      '@tradebridge/ui',
    ]);
    expect(
      unmockedMocks(`vi.mock("./a.ts");\nafterAll(() => {\n  vi.doUnmock("./a.ts");\n});`),
    ).toEqual([]);
  });

  it('are undone by the file that made them', () => {
    const files = SHARED_WORKER_ROOTS.flatMap((root) => testFiles(path.join(ROOT, root)));
    expect(files.length).toBeGreaterThan(50);
    const left = files.flatMap((file) =>
      unmockedMocks(readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(ROOT, file)}: ${specifier}`,
      ),
    );
    expect(left).toEqual([]);
  });
});
