// Every module declares its own tables (its schema.ts; platform keeps its own in platform/db):
// generating migrations from the whole set must yield nothing new, or a table was left out of
// drizzle.config.ts's list or changed without its migration.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../../..');
const migrations = path.join(repo, 'apps/server/migrations');
const drizzleKit = path.join(repo, 'node_modules/.bin/drizzle-kit');
const scratchRoot = path.join(repo, '.tmp');
const scratch: string[] = [];

/** Runs `drizzle-kit generate` with `config` into a copy of the migrations; the files it leaves. */
const generate = async (config: string) => {
  const dir = await mkdtemp(path.join(scratchRoot, 'migrations-'));
  scratch.push(dir);
  await cp(migrations, path.join(dir, 'out'), { recursive: true });
  const { stdout } = await run(drizzleKit, ['generate', '--config', config], {
    cwd: repo,
    env: { ...process.env, DRIZZLE_OUT: `./${path.relative(repo, path.join(dir, 'out'))}` },
  });
  return { stdout, files: await readdir(path.join(dir, 'out')) };
};

beforeAll(() => mkdir(scratchRoot, { recursive: true }));

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the split schema', { timeout: 60_000 }, () => {
  it('generates no migration beyond the ones committed', async () => {
    const { stdout, files } = await generate('apps/server/drizzle.config.ts');
    expect(stdout).toContain('No schema changes');
    expect(files.sort()).toEqual((await readdir(migrations)).sort());
  });

  it('would show a table left out of the list as a migration', async () => {
    const dir = await mkdtemp(path.join(scratchRoot, 'config-'));
    scratch.push(dir);
    const config = path.join(dir, 'drizzle.config.ts');
    await writeFile(
      config,
      `export default {
        dialect: 'postgresql',
        schema: ['./apps/server/src/platform/db/schema.ts', './apps/server/src/modules/core/*/schema.ts'],
        out: process.env.DRIZZLE_OUT,
      };\n`,
    );
    const { stdout, files } = await generate(path.relative(repo, config));
    expect(stdout).not.toContain('No schema changes');
    expect(files.length).toBe((await readdir(migrations)).length + 1);
  });
});
