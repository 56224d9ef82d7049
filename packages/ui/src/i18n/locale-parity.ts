// Key parity of locale resources: every language has the same namespaces, keys and {{variables}}
// as zh-CN, and each plural key has exactly the plural forms its language needs (i18next JSON v4:
// zh `_other`; en `_one/_other`; ru `_one/_few/_many/_other`). Used by the apps' locale tests.
import type { Language } from '@tradebridge/contracts';
import type { LocaleResources } from './resources.ts';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

type Entry = { value: string; plural?: string };

const flatten = (value: unknown, prefix: string, out: Map<string, unknown>): void => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
};

/** Keys of one namespace, plural forms folded into their base key. */
const keysOf = (content: unknown): { problems: string[]; keys: Map<string, Entry[]> } => {
  const flat = new Map<string, unknown>();
  flatten(content, '', flat);
  const keys = new Map<string, Entry[]>();
  const problems: string[] = [];
  for (const [key, value] of flat) {
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${key}: not a non-empty string`);
      continue;
    }
    const plural = PLURAL.exec(key);
    const base = plural?.[1] ?? key;
    const entries = keys.get(base) ?? [];
    entries.push({ value, plural: plural?.[2] });
    keys.set(base, entries);
  }
  return { problems, keys };
};

const variablesOf = (entries: Entry[]): string =>
  [...new Set(entries.flatMap((e) => [...e.value.matchAll(VARIABLE)].map((m) => m[1])))]
    .filter((name) => name !== 'count')
    .sort()
    .join(',');

const pluralCategories = (language: Language): string[] =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** Problems found, as readable lines; an empty list means the resources are in parity. */
export const localeParityProblems = (
  resources: LocaleResources,
  reference: Language = 'zh-CN',
): string[] => {
  const problems: string[] = [];
  const referenceNamespaces = Object.keys(resources[reference]).sort();
  for (const language of Object.keys(resources) as Language[]) {
    const namespaces = Object.keys(resources[language]).sort();
    if (namespaces.join() !== referenceNamespaces.join()) {
      problems.push(`${language}: namespaces [${namespaces}] differ from [${referenceNamespaces}]`);
    }
    for (const namespace of referenceNamespaces) {
      const ref = keysOf(resources[reference][namespace]);
      const own = keysOf(resources[language][namespace]);
      problems.push(...own.problems.map((p) => `${language}/${namespace} ${p}`));
      for (const [key, refEntries] of ref.keys) {
        const entries = own.keys.get(key);
        if (!entries) {
          problems.push(`${language}/${namespace}: missing ${key}`);
          continue;
        }
        const isPlural = refEntries.some((e) => e.plural);
        if (isPlural !== entries.some((e) => e.plural)) {
          problems.push(`${language}/${namespace}: ${key} is plural in one language only`);
        } else if (isPlural) {
          const forms = entries.map((e) => e.plural ?? '(none)').sort();
          const needed = pluralCategories(language);
          if (forms.join() !== needed.join()) {
            problems.push(
              `${language}/${namespace}: ${key} has forms [${forms}], needs [${needed}]`,
            );
          }
        }
        if (variablesOf(entries) !== variablesOf(refEntries)) {
          problems.push(
            `${language}/${namespace}: ${key} uses {{${variablesOf(entries)}}}, expected {{${variablesOf(refEntries)}}}`,
          );
        }
      }
      for (const key of own.keys.keys()) {
        if (!ref.keys.has(key)) problems.push(`${language}/${namespace}: extra key ${key}`);
      }
    }
  }
  return problems;
};
