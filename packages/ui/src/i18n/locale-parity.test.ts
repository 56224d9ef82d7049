import { describe, expect, it } from 'vitest';
import { localeParityProblems } from './locale-parity.ts';
import { emptyResources, resourcesFromGlob } from './resources.ts';
import { uiResources } from './ui-resources.ts';

describe('ui locales', () => {
  it('are found where the zh-TW generator looks (locales/<lang>/*.json)', () => {
    const files = import.meta.glob('../locales/*/*.json', { eager: true });
    expect(Object.keys(files).sort()).toEqual([
      '../locales/en-US/ui.json',
      '../locales/ru-RU/ui.json',
      '../locales/zh-CN/ui.json',
      '../locales/zh-TW/ui.json',
    ]);
    expect(resourcesFromGlob(files)['ru-RU'].ui).toEqual(uiResources['ru-RU'].ui);
  });

  it('have the same keys and variables in every language', () => {
    expect(localeParityProblems(uiResources)).toEqual([]);
  });
});

describe('localeParityProblems', () => {
  const withNs = (byLang: Partial<Record<string, object>>) => {
    const resources = emptyResources();
    for (const [lang, content] of Object.entries(byLang)) {
      (resources as Record<string, Record<string, object>>)[lang] = { demo: content! };
    }
    return resources;
  };
  const ok = { a: 'x', n_other: '{{count}} y' };

  it('reports missing and extra keys', () => {
    const problems = localeParityProblems(
      withNs({
        'zh-CN': ok,
        'zh-TW': ok,
        'en-US': { n_one: 'a', n_other: 'b', extra: 'z' },
        'ru-RU': { a: 'x', n_one: 'a', n_few: 'b', n_many: 'c', n_other: 'd' },
      }),
    );
    expect(problems).toContain('en-US/demo: missing a');
    expect(problems).toContain('en-US/demo: extra key extra');
    expect(problems.filter((p) => p.startsWith('ru-RU'))).toEqual([]);
  });

  it('requires the plural forms of each language', () => {
    const problems = localeParityProblems(
      withNs({
        'zh-CN': ok,
        'zh-TW': ok,
        'en-US': { a: 'x', n_one: 'a', n_other: 'b' },
        'ru-RU': { a: 'x', n_one: 'a', n_other: 'd' },
      }),
    );
    expect(problems).toEqual(['ru-RU/demo: n has forms [one,other], needs [few,many,one,other]']);
  });

  it('reports a changed {{variable}}', () => {
    const problems = localeParityProblems(
      withNs({
        'zh-CN': { g: '你好 {{name}}' },
        'zh-TW': { g: '你好 {{name}}' },
        'en-US': { g: 'Hello {{nmae}}' },
        'ru-RU': { g: 'Привет, {{name}}' },
      }),
    );
    expect(problems).toEqual(['en-US/demo: g uses {{nmae}}, expected {{name}}']);
  });
});
