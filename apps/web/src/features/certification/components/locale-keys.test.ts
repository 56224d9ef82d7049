// Every text the certification's screens ask for exists in every language: the literal keys of
// their t('…') calls are read from the source, and the keys built from codes (states, stages,
// roles, document types, what is next…) are listed from the contracts' own codes.
import {
  CertificationState,
  CertificationStep,
  CompanyType,
  PERSON_ID_TYPES,
  PersonRole,
} from '@tradebridge/contracts';
import { describe, expect, it } from 'vitest';
import { webResources } from '../../../test/i18n.ts';
import { DOCUMENT_FIELDS } from './documents-screen.tsx';
import { INDUSTRIES } from './labels.ts';

const sources = import.meta.glob<string>(['./*.tsx', './*.ts', '!./*.test.*', '!./test-data.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The literal keys of t('…') calls (the certification namespace's `t`). */
const literalKeys = (): string[] =>
  [
    ...new Set(
      Object.values(sources).flatMap((source) =>
        [...source.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((match) => match[1]!),
      ),
    ),
  ].sort();

const NEXT_KEYS = [
  'choose',
  'forms',
  'check',
  'agreement',
  'liveness',
  'review',
  'materials',
  'failed',
  'activating',
  'done',
];

const builtKeys = (): string[] => [
  ...Object.values(CertificationState).map((state) => `state.${state}`),
  ...['b', 'c'].flatMap((type) => [`entityType.${type}`, `choose.${type}`, `hub.switchTo.${type}`]),
  ...['type', ...Object.values(CertificationStep), 'check', 'agreement', 'liveness', 'review'].map(
    (stage) => `stage.${stage}`,
  ),
  ...NEXT_KEYS.flatMap((key) => ['title', 'description', 'action'].map((p) => `next.${key}.${p}`)),
  ...Object.values(PersonRole).map((role) => `role.${role}`),
  ...Object.values(CompanyType).map((type) => `companyType.${type}`),
  ...PERSON_ID_TYPES.map((idType) => `idType.${idType}`),
  ...INDUSTRIES.map((industry) => `industry.${industry}`),
  ...DOCUMENT_FIELDS.flatMap((field) => [`material.documents.${field}`, `documents.hint.${field}`]),
  ...['idFrontFileId', 'idBackFileId'].flatMap((field) => [
    `material.people.${field}`,
    `material.individual.${field}`,
  ]),
  ...['Y', 'W'].flatMap((result) => [
    `realAuth.${result}.title`,
    `realAuth.${result}.description`,
    `livingRes.${result}.title`,
    `livingRes.${result}.description`,
  ]),
  'realAuth.N.title',
  'livingRes.N.title',
  'livingRes.N.description',
  'liveness.elsewhere.review',
  'liveness.elsewhere.other',
];

/** A key is there as itself or in its plural forms. */
const has = (texts: Record<string, unknown>, key: string): boolean => {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = texts;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const record = node as Record<string, unknown> | undefined;
  return (
    typeof record?.[last] === 'string' ||
    Object.keys(record ?? {}).some((k) => k.startsWith(`${last}_`))
  );
};

describe('certification texts', () => {
  it('reads keys from the screens (the check itself works)', () => {
    expect(literalKeys()).toContain('titles.hub');
    expect(literalKeys().length).toBeGreaterThan(150);
  });

  it.each(['zh-CN', 'en-US', 'ru-RU', 'zh-TW'] as const)('are all there in %s', (language) => {
    const texts = webResources[language].certification as Record<string, unknown>;
    const missing = [...literalKeys(), ...builtKeys()].filter((key) => !has(texts, key));
    expect(missing).toEqual([]);
  });
});
