// The translation test. For every locale family (a `locales` folder under packages/* or apps/*):
// every file exists in all four languages with the same keys (plural forms folded), no empty
// texts, the same {{placeholders}} per key, the plural forms each language needs, and zh-TW equal
// to what scripts/derive-zh-tw.ts derives from zh-CN.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '../packages/contracts/src/i18n.ts';
import {
  convertText,
  deriveZhTw,
  findLocalesDirs,
  jsonFilesIn,
  type JsonValue,
  main,
  placeholdersOf,
  planDerivations,
  readJson,
  renderJson,
  ROOT,
} from './derive-zh-tw.ts';

/** i18next JSON v4 plural suffixes. */
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/** The plural forms each language must write, and no others (CLDR categories). */
const PLURAL_FORMS: Record<Language, string[]> = {
  'zh-CN': ['other'],
  'en-US': ['one', 'other'],
  'ru-RU': ['few', 'many', 'one', 'other'],
  'zh-TW': ['other'],
};

/** One language's files of a family: file name → parsed JSON (undefined when missing). */
type FamilyFiles = Record<Language, Record<string, JsonValue | undefined>>;

type Entry = { forms: Set<string>; plain: boolean; placeholders: Set<string> };

/** Flattens a message tree to dotted keys, reporting leaves that are not texts. */
const flatten = (
  value: JsonValue,
  prefix: string,
  out: Map<string, string>,
  problems: string[],
): void => {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (typeof value === 'object' && value !== null) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0) problems.push(`${prefix || '(root)'}: empty object`);
    for (const [key, item] of entries)
      flatten(item, prefix ? `${prefix}.${key}` : key, out, problems);
  } else {
    problems.push(`${prefix || '(root)'}: ${JSON.stringify(value)} is not a text`);
  }
};

/** Folds `key_one`, `key_other`... into `key` with its forms. */
const normalise = (texts: Map<string, string>): Map<string, Entry> => {
  const entries = new Map<string, Entry>();
  for (const [key, text] of texts) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match?.[1] ?? key;
    const entry = entries.get(base) ?? { forms: new Set(), plain: false, placeholders: new Set() };
    if (match?.[2]) entry.forms.add(match[2]);
    else entry.plain = true;
    for (const name of placeholdersOf(text)) entry.placeholders.add(name);
    entries.set(base, entry);
  }
  return entries;
};

const sorted = (values: Iterable<string>): string[] => [...values].sort();

/** Everything wrong with one locale family; empty when it is right. */
const checkFamily = (family: FamilyFiles): string[] => {
  const problems: string[] = [];
  const names = new Set(LANGUAGES.flatMap((language) => Object.keys(family[language])));
  for (const name of sorted(names)) {
    const byLanguage = new Map<Language, Map<string, Entry>>();
    for (const language of LANGUAGES) {
      const tree = family[language][name];
      if (tree === undefined) {
        problems.push(`${language}/${name}: missing`);
        continue;
      }
      const texts = new Map<string, string>();
      const treeProblems: string[] = [];
      flatten(tree, '', texts, treeProblems);
      for (const problem of treeProblems) problems.push(`${language}/${name}: ${problem}`);
      for (const [key, text] of texts) {
        if (text.trim() === '') problems.push(`${language}/${name}: ${key} is empty`);
        const opened = text.split('{{').length - 1;
        const closed = text.split('}}').length - 1;
        if (opened !== closed || opened !== placeholdersOf(text).length) {
          problems.push(
            `${language}/${name}: ${key} has a broken placeholder: ${JSON.stringify(text)}`,
          );
        }
      }
      const entries = normalise(texts);
      for (const [key, entry] of entries) {
        if (entry.forms.size === 0) continue;
        if (entry.plain) problems.push(`${language}/${name}: ${key} is both plain and plural`);
        const forms = sorted(entry.forms);
        if (forms.join() !== PLURAL_FORMS[language].join()) {
          problems.push(
            `${language}/${name}: ${key} has plural forms [${forms.join(', ')}], needs [${PLURAL_FORMS[language].join(', ')}]`,
          );
        }
      }
      byLanguage.set(language, entries);
    }
    const reference = byLanguage.get('zh-CN');
    if (!reference) continue;
    for (const [language, entries] of byLanguage) {
      if (language === 'zh-CN') continue;
      for (const key of reference.keys()) {
        if (!entries.has(key)) problems.push(`${language}/${name}: missing key ${key}`);
      }
      for (const [key, entry] of entries) {
        const source = reference.get(key);
        if (!source) {
          problems.push(`${language}/${name}: extra key ${key} (not in zh-CN)`);
          continue;
        }
        const mine = sorted(entry.placeholders).join(', ');
        const theirs = sorted(source.placeholders).join(', ');
        if (mine !== theirs) {
          problems.push(
            `${language}/${name}: ${key} has placeholders [${mine}], zh-CN has [${theirs}]`,
          );
        }
        const isPlural = entry.forms.size > 0;
        if (isPlural !== source.forms.size > 0) {
          problems.push(
            `${language}/${name}: ${key} is ${isPlural ? '' : 'not '}plural, unlike zh-CN`,
          );
        }
      }
    }
  }
  return problems;
};

const loadFamily = (localesDir: string): FamilyFiles => {
  const family = {} as FamilyFiles;
  for (const language of LANGUAGES) {
    const dir = path.join(localesDir, language);
    family[language] = Object.fromEntries(
      jsonFilesIn(dir).map((name) => [name, readJson(path.join(dir, name))]),
    );
  }
  return family;
};

const families = findLocalesDirs().filter((dir) =>
  LANGUAGES.some((language) => existsSync(path.join(dir, language))),
);
const relative = (file: string) => path.relative(ROOT, file);

describe('locale families', () => {
  it('include the contracts error messages', () => {
    expect(families.map(relative)).toContain(path.join('packages', 'contracts', 'src', 'locales'));
  });

  it.each(families.map((dir) => [relative(dir), dir]))(
    '%s: complete and consistent in every language',
    (_name, dir) => {
      expect(checkFamily(loadFamily(dir))).toEqual([]);
    },
  );

  it('have zh-TW up to date with zh-CN (run `npm run locales`)', () => {
    const outdated = planDerivations()
      .filter((d) => d.current !== d.expected)
      .map((d) => relative(d.target));
    expect(outdated).toEqual([]);
  });
});

describe('plural forms', () => {
  it('are the CLDR categories of each language', () => {
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      expect(sorted(categories), language).toEqual(PLURAL_FORMS[language]);
    }
  });
});

describe('checkFamily', () => {
  const good = (): FamilyFiles => ({
    'zh-CN': {
      'a.json': { title: '标题', files_other: '{{count}} 个文件', nested: { x: '你好 {{name}}' } },
    },
    'en-US': {
      'a.json': {
        title: 'Title',
        files_one: 'One file',
        files_other: '{{count}} files',
        nested: { x: 'Hi {{name}}' },
      },
    },
    'ru-RU': {
      'a.json': {
        title: 'Заголовок',
        files_one: '{{count}} файл',
        files_few: '{{count}} файла',
        files_many: '{{count}} файлов',
        files_other: '{{count}} файла',
        nested: { x: 'Привет, {{name}}' },
      },
    },
    'zh-TW': {
      'a.json': { title: '標題', files_other: '{{count}} 個檔案', nested: { x: '你好 {{name}}' } },
    },
  });

  const breaking = (edit: (family: FamilyFiles) => void): string[] => {
    const family = good();
    edit(family);
    return checkFamily(family);
  };
  const messages = (family: FamilyFiles) =>
    family as unknown as Record<Language, Record<string, Record<string, unknown>>>;

  it('passes a complete family', () => {
    expect(checkFamily(good())).toEqual([]);
  });

  it('fails on a missing key', () => {
    expect(breaking((f) => delete messages(f)['ru-RU']['a.json']!.title)).toEqual([
      'ru-RU/a.json: missing key title',
    ]);
    expect(
      breaking((f) => delete (messages(f)['en-US']['a.json']!.nested as Record<string, unknown>).x),
    ).toEqual(['en-US/a.json: nested: empty object', 'en-US/a.json: missing key nested.x']);
  });

  it('fails on an extra key', () => {
    expect(breaking((f) => (messages(f)['zh-TW']['a.json']!.more = '更多'))).toEqual([
      'zh-TW/a.json: extra key more (not in zh-CN)',
    ]);
  });

  it('fails on a missing file', () => {
    expect(breaking((f) => delete f['en-US']['a.json'])).toEqual(['en-US/a.json: missing']);
  });

  it('fails on an empty text or a non-text', () => {
    expect(breaking((f) => (messages(f)['en-US']['a.json']!.title = '  '))).toEqual([
      'en-US/a.json: title is empty',
    ]);
    expect(breaking((f) => (messages(f)['en-US']['a.json']!.title = 3))).toEqual([
      'en-US/a.json: title: 3 is not a text',
      'en-US/a.json: missing key title',
    ]);
  });

  it('fails on different or broken placeholders', () => {
    expect(
      breaking((f) => (messages(f)['ru-RU']['a.json']!.nested = { x: 'Привет, {{user}}' })),
    ).toEqual(['ru-RU/a.json: nested.x has placeholders [user], zh-CN has [name]']);
    expect(breaking((f) => (messages(f)['en-US']['a.json']!.nested = { x: 'Hi {{name}' }))).toEqual(
      [
        'en-US/a.json: nested.x has a broken placeholder: "Hi {{name}"',
        'en-US/a.json: nested.x has placeholders [], zh-CN has [name]',
      ],
    );
  });

  it('fails on wrong plural forms', () => {
    expect(breaking((f) => delete messages(f)['ru-RU']['a.json']!.files_few)).toEqual([
      'ru-RU/a.json: files has plural forms [many, one, other], needs [few, many, one, other]',
    ]);
    expect(breaking((f) => (messages(f)['zh-CN']['a.json']!.files_one = '1 个文件'))).toEqual([
      'zh-CN/a.json: files has plural forms [one, other], needs [other]',
    ]);
    expect(breaking((f) => (messages(f)['en-US']['a.json']!.files = '{{count}} files'))).toEqual([
      'en-US/a.json: files is both plain and plural',
    ]);
    expect(
      breaking((f) => {
        const en = messages(f)['en-US']['a.json']!;
        delete en.files_one;
        delete en.files_other;
        en.files = '{{count}} files';
      }),
    ).toEqual(['en-US/a.json: files is not plural, unlike zh-CN']);
  });
});

describe('derive-zh-tw', () => {
  it('converts to Taiwan standard with Taiwan phrasing', () => {
    expect(convertText('网络错误')).toBe('網路錯誤');
    expect(convertText('个人信息')).toBe('個人資訊');
    expect(convertText('请重新登录')).toBe('請重新登入');
    expect(convertText('验证码')).toBe('驗證碼');
    expect(convertText('请联系您的客户经理')).toBe('請聯絡您的客戶經理');
    expect(convertText('服务器出错')).toBe('伺服器出錯');
  });

  it('uses the Taiwan product terms OpenCC gets wrong', () => {
    expect(convertText('账户、帐户、账号、账单')).toBe('帳戶、帳戶、帳號、帳單');
    expect(convertText('暂无权限')).toBe('暫無權限');
    expect(convertText('审核中，账户类型')).toBe('審核中，帳戶類型');
    expect(convertText('请求超时，当前余额')).toBe('請求逾時，目前餘額');
    expect(convertText('模板下载，扫描二维码，谷歌验证码')).toBe(
      '範本下載，掃描QR Code，Google驗證碼',
    );
    expect(convertText('电子邮箱，提现账户，退出登录')).toBe('電子信箱，提領帳戶，登出');
    expect(convertText('“水中捞月”与‘引号’')).toBe('「水中撈月」與『引號』');
  });

  it('never touches placeholders or nestings', () => {
    expect(convertText('{{count}} 个账户')).toBe('{{count}} 個帳戶');
    expect(convertText('{{ 账户 }}：$t(common.账户)')).toBe('{{ 账户 }}：$t(common.账户)');
    expect(convertText('{{value, number}} 位小数')).toBe('{{value, number}} 位小數');
    expect(convertText('')).toBe('');
  });

  it('keeps keys, order and non-text values, and applies overrides', () => {
    const source = { b: '信息', a: { x: '网络', n: 3, list: ['登录'] } };
    expect(deriveZhTw(source)).toEqual({ b: '資訊', a: { x: '網路', n: 3, list: ['登入'] } });
    expect(Object.keys(deriveZhTw(source))).toEqual(['b', 'a']);
    expect(deriveZhTw(source, { 'a.x': '網際網路' }, 'ns').a).toEqual({
      x: '網際網路',
      n: 3,
      list: ['登入'],
    });
    expect(deriveZhTw(source, { 'ns:b': '訊息', 'other:b': '不用' }, 'ns').b).toBe('訊息');
    expect(() => deriveZhTw({ a: '{{n}} 个' }, { a: '個' })).toThrow(/placeholders/);
  });

  it('writes JSON the way prettier does', () => {
    expect(renderJson({ a: { b: '帳戶' } })).toBe('{\n  "a": {\n    "b": "帳戶"\n  }\n}\n');
  });

  describe('command', () => {
    let root: string;
    const localesDir = () => path.join(root, 'apps', 'demo', 'src', 'locales');
    const write = (relativePath: string, value: unknown) => {
      const file = path.join(localesDir(), relativePath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    };

    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'derive-zh-tw-'));
      write('zh-CN/common.json', { account: '账户', count_other: '{{count}} 条信息' });
      mkdirSync(path.join(root, 'packages', 'x', 'node_modules', 'y', 'locales', 'zh-CN'), {
        recursive: true,
      });
      writeFileSync(
        path.join(root, 'packages', 'x', 'node_modules', 'y', 'locales', 'zh-CN', 'z.json'),
        '{"a":"网络"}',
      );
      vi.spyOn(console, 'log').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });

    afterEach(() => {
      vi.restoreAllMocks();
      rmSync(root, { recursive: true, force: true });
    });

    it('--check lists missing files and exits 1 without writing', () => {
      expect(main(['--check'], root)).toBe(1);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('missing: apps/demo/src/locales/zh-TW/common.json'),
      );
      expect(existsSync(path.join(localesDir(), 'zh-TW'))).toBe(false);
    });

    it('writes zh-TW (skipping node_modules), after which --check passes', () => {
      expect(main([], root)).toBe(0);
      const target = path.join(localesDir(), 'zh-TW', 'common.json');
      expect(readFileSync(target, 'utf8')).toBe(
        '{\n  "account": "帳戶",\n  "count_other": "{{count}} 條資訊"\n}\n',
      );
      expect(
        existsSync(path.join(root, 'packages', 'x', 'node_modules', 'y', 'locales', 'zh-TW')),
      ).toBe(false);
      expect(main(['--check'], root)).toBe(0);
    });

    it('--check reports a hand-edited or orphaned zh-TW file', () => {
      main([], root);
      write('zh-TW/common.json', { account: '賬戶', count_other: '{{count}} 條資訊' });
      write('zh-TW/orphan.json', { a: 'b' });
      expect(main(['--check'], root)).toBe(1);
      expect(console.error).toHaveBeenCalledWith(
        'out of date: apps/demo/src/locales/zh-TW/common.json',
      );
      expect(console.error).toHaveBeenCalledWith(
        'no zh-CN source: apps/demo/src/locales/zh-TW/orphan.json',
      );
    });

    it('applies the overrides file and refuses an override that matches nothing', () => {
      write('zh-TW.overrides.json', { account: '帳號', 'common:count_other': '{{count}} 則訊息' });
      main([], root);
      expect(readJson(path.join(localesDir(), 'zh-TW', 'common.json'))).toEqual({
        account: '帳號',
        count_other: '{{count}} 則訊息',
      });
      write('zh-TW.overrides.json', { 'nothing.here': '無' });
      expect(() => main(['--check'], root)).toThrow(/nothing\.here/);
    });
  });
});
