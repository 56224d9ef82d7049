// The composition list names every server module once but the ledger (which gives the app nothing
// of its own: other modules post through it), and each gives the app something under the fixed
// names.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from './modules.ts';

const FLOORS = ['core', 'services', 'areas'];
const FIXED_NAMES = [
  'rootRoutes',
  'merRoutes',
  'opsRoutes',
  'devRoutes',
  'jobs',
  'schedules',
  'reports',
];

describe('the composition list', () => {
  it('names every module folder of every floor but the ledger, once', () => {
    const folders = FLOORS.flatMap((floor) =>
      readdirSync(new URL(`../modules/${floor}/`, import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .filter((name) => name !== 'ledger'),
    );
    expect(Object.keys(SERVER_MODULES).sort()).toEqual([...folders].sort());
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('finds routes, jobs, schedules or reports in every module it names', () => {
    const empty = Object.entries(SERVER_MODULES)
      .filter(([, module]) => !FIXED_NAMES.some((name) => name in module))
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });
});
