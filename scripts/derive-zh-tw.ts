// Derives every zh-TW locale file from its zh-CN source, so traditional Chinese is never edited by
// hand (packages/contracts/src/i18n.ts: AUTHORED_LANGUAGES).
//
//   npm run locales              writes <...>/locales/zh-TW/<name>.json for every
//                                <...>/locales/zh-CN/<name>.json under packages/* and apps/*
//   npm run locales -- --check   writes nothing; lists out-of-date files and exits 1 if any
//
// Each text goes through OpenCC from simplified Chinese to Taiwan standard with Taiwan phrasing
// (s2twp), then through TAIWAN_TERMS, our fixes for product terms OpenCC renders the mainland or the
// programmer's way. Placeholders ({{name}}, $t(key)) are never converted.
//
// Last come the per-key overrides of <...>/locales/zh-TW.overrides.json: a flat map of key → text
// for a message that needs different wording in Taiwan. A key is a dotted path inside a file
// ("codes.NO_ACCESS") and applies to every file of that locales folder that has it; prefix the
// file name and a colon ("errors:codes.NO_ACCESS") to aim at one file. An override that matches no
// text, or that changes the placeholders, fails the run, so none goes stale unnoticed.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
export type Overrides = Record<string, string>;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Workspace folders whose packages may hold locale files. */
export const WORKSPACE_GROUPS = ['packages', 'apps'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
export const SOURCE_LANGUAGE = 'zh-CN';
export const TARGET_LANGUAGE = 'zh-TW';
export const OVERRIDES_FILE = 'zh-TW.overrides.json';

/**
 * Taiwan usage OpenCC's s2twp gets wrong for this product, applied to its output (longest match
 * first). Each pair is [OpenCC output, Taiwan usage].
 */
export const TAIWAN_TERMS: ReadonlyArray<readonly [string, string]> = [
  // 账户/账号/账单: OpenCC keeps 賬, Taiwan writes 帳 (帳戶, 帳號, 帳單).
  ['賬', '帳'],
  // 权限 becomes the IT-glossary 許可權; Taiwan interfaces say 權限.
  ['許可權', '權限'],
  // 类型 becomes the programming term 型別 (data type); a kind of account or document is 類型.
  ['型別', '類型'],
  // 审核 becomes 稽核 (an audit); a review of an order or of materials is 審核.
  ['稽核', '審核'],
  ['超時', '逾時'],
  ['當前', '目前'],
  ['模板', '範本'],
  ['二維碼', 'QR Code'],
  ['谷歌', 'Google'],
  // 邮箱: Taiwan says 信箱 / 電子信箱.
  ['郵箱', '信箱'],
  // Withdrawal: 提領.
  ['提現', '提領'],
  ['退出登入', '登出'],
  ['人臉識別', '人臉辨識'],
  // 视频认证 is a live video call (視訊), not a video clip (影片).
  ['影片認證', '視訊認證'],
  ['合同', '合約'],
  ['發貨', '出貨'],
  // Taiwan quotation marks.
  ['“', '「'],
  ['”', '」'],
  ['‘', '『'],
  ['’', '』'],
];

const s2twp = OpenCC.Converter({ from: 'cn', to: 'twp' });
const taiwanTerms = OpenCC.CustomConverter(TAIWAN_TERMS);

/** i18next placeholders and nestings, which must reach the translation byte for byte. */
const PLACEHOLDER = /(\{\{[^{}]*\}\}|\$t\([^()]*\))/;

/** Converts one simplified-Chinese text to Taiwan traditional Chinese, placeholders untouched. */
export const convertText = (text: string): string =>
  text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 || part === '' ? part : taiwanTerms(s2twp(part))))
    .join('');

/** The {{placeholders}} of a text, as a sorted list of names. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^{}\s,]+)[^{}]*\}\}/g)].map((m) => m[1] ?? '').sort();

const isObject = (value: JsonValue): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Converts every string of a message tree, keeping keys, order and non-string values. */
export const convertMessages = (value: JsonValue): JsonValue => {
  if (typeof value === 'string') return convertText(value);
  if (Array.isArray(value)) return value.map(convertMessages);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, convertMessages(item)]),
    );
  }
  return value;
};

/** Splits an override key into the file it aims at (if any) and its dotted path. */
const parseOverrideKey = (key: string): { file: string | undefined; keyPath: string[] } => {
  const colon = key.indexOf(':');
  const file = colon === -1 ? undefined : key.slice(0, colon);
  return { file, keyPath: key.slice(colon + 1).split('.') };
};

/**
 * Applies the overrides that exist in this file (namespace = file name without ".json") to a
 * converted tree, in place. Returns the override keys it used.
 */
export const applyOverrides = (
  messages: JsonObject,
  overrides: Overrides,
  namespace: string,
  source: JsonObject,
): Set<string> => {
  const used = new Set<string>();
  for (const [key, text] of Object.entries(overrides)) {
    const { file, keyPath } = parseOverrideKey(key);
    if (file !== undefined && file !== namespace) continue;
    const last = keyPath.at(-1) ?? '';
    let parent: JsonValue = messages;
    let sourceParent: JsonValue = source;
    for (const part of keyPath.slice(0, -1)) {
      parent = isObject(parent) && Object.hasOwn(parent, part) ? (parent[part] ?? null) : null;
      sourceParent = isObject(sourceParent) ? (sourceParent[part] ?? null) : null;
    }
    if (!isObject(parent) || !Object.hasOwn(parent, last)) continue;
    const original = isObject(sourceParent) ? sourceParent[last] : undefined;
    if (typeof text !== 'string' || typeof original !== 'string') {
      throw new Error(`override ${key} must map a text to a text`);
    }
    if (placeholdersOf(text).join() !== placeholdersOf(original).join()) {
      throw new Error(`override ${key} must keep the placeholders of ${JSON.stringify(original)}`);
    }
    parent[last] = text;
    used.add(key);
  }
  return used;
};

/** The zh-TW tree of one zh-CN file: converted, then overridden. */
export const deriveZhTw = (
  source: JsonObject,
  overrides: Overrides = {},
  namespace = '',
): JsonObject => {
  const converted = convertMessages(source) as JsonObject;
  applyOverrides(converted, overrides, namespace, source);
  return converted;
};

/** JSON as prettier writes it: 2-space indentation and a final newline. */
export const renderJson = (value: JsonValue): string => `${JSON.stringify(value, null, 2)}\n`;

const walkDirs = (dir: string, found: string[]): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.'))
      continue;
    const child = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(child);
    walkDirs(child, found);
  }
};

/** Every `locales` folder under packages/* and apps/* (node_modules and dist skipped), sorted. */
export const findLocalesDirs = (root: string = ROOT): string[] => {
  const found: string[] = [];
  for (const group of WORKSPACE_GROUPS) {
    const dir = path.join(root, group);
    if (existsSync(dir)) walkDirs(dir, found);
  }
  return found.sort();
};

/** The JSON files directly inside a folder, by name. */
export const jsonFilesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => entry.name)
        .sort()
    : [];

export const readJson = <T = JsonValue>(file: string): T =>
  JSON.parse(readFileSync(file, 'utf8')) as T;

export type Derivation = {
  source: string;
  target: string;
  /** The text the target must hold. */
  expected: string;
  /** The text it holds now; undefined when missing. */
  current: string | undefined;
};

/** What every zh-TW file should hold, derived from the zh-CN files and overrides on disk. */
export const planDerivations = (root: string = ROOT): Derivation[] => {
  const plan: Derivation[] = [];
  for (const localesDir of findLocalesDirs(root)) {
    const sourceDir = path.join(localesDir, SOURCE_LANGUAGE);
    const files = jsonFilesIn(sourceDir);
    if (files.length === 0) continue;
    const overridesFile = path.join(localesDir, OVERRIDES_FILE);
    const overrides = existsSync(overridesFile) ? readJson<Overrides>(overridesFile) : {};
    const used = new Set<string>();
    for (const name of files) {
      const source = path.join(sourceDir, name);
      const target = path.join(localesDir, TARGET_LANGUAGE, name);
      const messages = readJson(source);
      if (!isObject(messages)) throw new Error(`${source}: a locale file must hold a JSON object`);
      const converted = convertMessages(messages) as JsonObject;
      for (const key of applyOverrides(
        converted,
        overrides,
        path.basename(name, '.json'),
        messages,
      )) {
        used.add(key);
      }
      const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
      plan.push({ source, target, expected: renderJson(converted), current });
    }
    const stale = Object.keys(overrides).filter((key) => !used.has(key));
    if (stale.length > 0) {
      throw new Error(`${overridesFile}: no zh-CN text has the key(s) ${stale.join(', ')}`);
    }
  }
  return plan;
};

/** zh-TW files whose zh-CN source is gone. */
export const findOrphans = (root: string = ROOT): string[] =>
  findLocalesDirs(root).flatMap((localesDir) => {
    const sources = new Set(jsonFilesIn(path.join(localesDir, SOURCE_LANGUAGE)));
    return jsonFilesIn(path.join(localesDir, TARGET_LANGUAGE))
      .filter((name) => !sources.has(name))
      .map((name) => path.join(localesDir, TARGET_LANGUAGE, name));
  });

/** The command: writes the zh-TW files, or with --check lists the out-of-date ones. Exit code. */
export const main = (args: readonly string[], root: string = ROOT): number => {
  const check = args.includes('--check');
  const relative = (file: string) => path.relative(root, file);
  const plan = planDerivations(root);
  const outdated = plan.filter((d) => d.current !== d.expected);
  const orphans = findOrphans(root);
  if (check) {
    for (const d of outdated) {
      console.error(
        `${d.current === undefined ? 'missing' : 'out of date'}: ${relative(d.target)}`,
      );
    }
    for (const file of orphans) console.error(`no zh-CN source: ${relative(file)}`);
    if (outdated.length > 0 || orphans.length > 0) {
      console.error('Run `npm run locales` to regenerate the zh-TW files.');
      return 1;
    }
    console.log(`zh-TW is up to date (${plan.length} file(s)).`);
    return 0;
  }
  for (const d of outdated) {
    mkdirSync(path.dirname(d.target), { recursive: true });
    writeFileSync(d.target, d.expected);
    console.log(`wrote ${relative(d.target)}`);
  }
  for (const file of orphans) console.warn(`no zh-CN source (delete it?): ${relative(file)}`);
  console.log(`${outdated.length} of ${plan.length} zh-TW file(s) written.`);
  return 0;
};

if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  process.exitCode = main(process.argv.slice(2));
}
