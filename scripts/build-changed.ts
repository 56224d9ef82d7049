// `npm start`'s build step: builds the portal and the console only when something their build
// reads has changed since the last build made here. An app's inputs are its folder (sources,
// public files, index.html, vite config, package.json; not its tests), the folders of the workspace
// packages it depends on (contracts, ui), the root package.json, package-lock.json and
// tsconfig.json, the scripts its build runs, and the VITE_* environment. Their hash (paths and
// contents, so a checkout that only touches mtimes changes nothing) is kept after a successful
// build in node_modules/.cache (a fresh install builds anew); an app is built when the hash
// differs, when there is no stamp or no dist/index.html, or when TRADEBRIDGE_BUILD=always.
// Usage: tsx scripts/build-changed.ts [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The apps `npm start` serves, by workspace folder. */
export const APPS = ['apps/web', 'apps/console'] as const;

/** Root files every app's build reads. */
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** Scripts an app's build runs (vite config imports, the build script's second step). */
const SCRIPT_INPUTS = [
  'scripts/chunk-groups.ts',
  'scripts/first-requests.ts',
  'scripts/precompress.ts',
];
/** Folders that are output, caches or installed packages, never input. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.tmp', '.git']);
/** Tests are never bundled. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

type PackageJson = {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Workspace package name → its folder (relative to the root). */
const workspaceFolders = (root: string): Map<string, string> => {
  const folders = new Map<string, string>();
  for (const folder of readPackage(root).workspaces ?? []) {
    if (!existsSync(path.join(root, folder, 'package.json'))) continue;
    const { name } = readPackage(path.join(root, folder));
    if (name) folders.set(name, folder);
  }
  return folders;
};

/** The folder of an app and of every workspace package it depends on, directly or not. */
export const workspaceInputsOf = (root: string, app: string): string[] => {
  const folders = workspaceFolders(root);
  const seen = new Set<string>([app]);
  const queue = [app];
  while (queue.length > 0) {
    const pkg = readPackage(path.join(root, queue.shift()!));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const folder = folders.get(name);
      if (folder && !seen.has(folder)) {
        seen.add(folder);
        queue.push(folder);
      }
    }
  }
  return [...seen].sort();
};

const walk = (root: string, folder: string, out: string[]) => {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(root, relative, out);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      out.push(relative);
    }
  }
};

/** Every file an app's build reads, relative to the root, sorted. */
export const inputFilesOf = (root: string, app: string): string[] => {
  const files: string[] = [];
  for (const folder of workspaceInputsOf(root, app)) walk(root, folder, files);
  for (const file of [...ROOT_INPUTS, ...SCRIPT_INPUTS]) {
    if (existsSync(path.join(root, file))) files.push(file);
  }
  return [...new Set(files)].sort();
};

/** The hash of the inputs: each file's path and content, and the VITE_* environment. */
export const hashInputs = (
  root: string,
  files: string[],
  env: NodeJS.ProcessEnv = process.env,
): string => {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`env:${key}=${env[key] ?? ''}\0`);
  }
  return hash.digest('hex');
};

export type BuildDecision = { build: true; reason: string } | { build: false; reason: string };

/**
 * Whether an app needs building: when asked to always build, when its output is missing, when no
 * build was recorded, or when its inputs differ from those of the recorded build.
 */
export const decideBuild = ({
  inputs,
  stamp,
  hasOutput,
  force = false,
}: {
  /** The hash of the inputs now. */
  inputs: string;
  /** The hash recorded after the last successful build; undefined when none was. */
  stamp: string | undefined;
  /** dist/index.html exists. */
  hasOutput: boolean;
  force?: boolean;
}): BuildDecision => {
  if (force) return { build: true, reason: 'a build was asked for' };
  if (!hasOutput) return { build: true, reason: 'no build output' };
  if (stamp === undefined) return { build: true, reason: 'no record of the last build' };
  if (stamp !== inputs) return { build: true, reason: 'its sources changed' };
  return { build: false, reason: 'nothing changed since the last build' };
};

const stampFileOf = (root: string, app: string) =>
  path.join(root, 'node_modules', '.cache', 'tradebridge', `${app.replaceAll('/', '-')}.build`);

export const readStamp = (root: string, app: string): string | undefined => {
  try {
    return readFileSync(stampFileOf(root, app), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

export const writeStamp = (root: string, app: string, inputs: string) => {
  const file = stampFileOf(root, app);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${inputs}\n`);
};

export const clearStamp = (root: string, app: string) =>
  rmSync(stampFileOf(root, app), { force: true });

const main = () => {
  const force = process.argv.includes('--force') || process.env.TRADEBRIDGE_BUILD === 'always';
  for (const app of APPS) {
    const inputs = hashInputs(ROOT, inputFilesOf(ROOT, app));
    const decision = decideBuild({
      inputs,
      stamp: readStamp(ROOT, app),
      hasOutput: existsSync(path.join(ROOT, app, 'dist', 'index.html')),
      force,
    });
    const { name } = readPackage(path.join(ROOT, app));
    if (!decision.build) {
      console.log(`${name}: build skipped, ${decision.reason}`);
      continue;
    }
    console.log(`${name}: building, ${decision.reason}`);
    // A build that fails halfway leaves no record that would let the next start skip it.
    clearStamp(ROOT, app);
    const run = spawnSync('npm', ['run', 'build', '-w', name!], { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      if (run.error) console.error(run.error.message);
      process.exit(run.status ?? 1);
    }
    writeStamp(ROOT, app, inputs);
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
