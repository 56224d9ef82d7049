// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consoleResources } from '../../test/i18n.ts';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, categoryOf } from './actions.ts';

const serverSources = ['modules', 'platform'].map((dir) =>
  fileURLToPath(new URL(`../../../../server/src/${dir}`, import.meta.url)),
);

/** Every audit action string literal in the server's modules and platform (tests excluded). */
const serverActions = () => {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(file);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(file, 'utf8');
        // `action: 'a.b'` or `action: cond ? 'a.b' : 'a.c'`
        for (const [expression] of text.matchAll(/action: [^,\n]+/g))
          for (const match of expression.matchAll(/'([a-z]+\.[A-Za-z.]+)'/g)) found.add(match[1]!);
        for (const match of text.matchAll(/'(security\.payPassword\.[a-z]+)'/g))
          found.add(match[1]!);
      }
    }
  };
  for (const dir of serverSources) walk(dir);
  return [...found].sort();
};

const label = (language: 'zh-CN' | 'en-US' | 'ru-RU', action: string) =>
  action
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      (consoleResources[language].audit as { actions: unknown }).actions,
    );

describe('audit actions', () => {
  it('list every action the server writes, each in a listed category', () => {
    const actions = serverActions();
    expect(actions.length).toBeGreaterThan(30);
    expect([...AUDIT_ACTIONS].sort()).toEqual(actions);
    for (const action of AUDIT_ACTIONS)
      expect(AUDIT_CATEGORIES as readonly string[]).toContain(categoryOf(action));
  });

  it('have a label in every language', () => {
    for (const language of ['zh-CN', 'en-US', 'ru-RU'] as const)
      for (const action of AUDIT_ACTIONS)
        expect(typeof label(language, action), `${language} ${action}`).toBe('string');
  });
});
