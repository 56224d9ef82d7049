// The product's Russian glossary: one word for one thing in every ru-RU text of every workspace
// (portal, console, shared UI, server messages and exports, error messages). A merchant is a
// «продавец» (the natural Russian word, and the one the portal, which merchants read, has used
// from the start); the loan word «мерчант» is not used, in any case or number.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLocalesDirs, jsonFilesIn, ROOT } from './derive-zh-tw.ts';

/** Words that must not appear, each with the one to use instead. */
const AVOIDED: { word: RegExp; instead: string }[] = [
  { word: /мерчант[а-яё]*/giu, instead: 'продавец (продавца, продавцу, продавцы, продавцов…)' },
];

/** Every ru-RU locale file of the workspaces, relative to the root. */
const russianFiles = (): string[] =>
  findLocalesDirs().flatMap((dir) =>
    jsonFilesIn(path.join(dir, 'ru-RU')).map((file) =>
      path.relative(ROOT, path.join(dir, 'ru-RU', file)),
    ),
  );

/** "file: word (use …)" for each avoided word in a text. */
const avoidedWordsIn = (file: string, text: string): string[] =>
  AVOIDED.flatMap(({ word, instead }) =>
    [...text.matchAll(word)].map((match) => `${file}: «${match[0]}» (use ${instead})`),
  );

describe('Russian glossary', () => {
  it('finds the avoided word in any case and number, and leaves the chosen one alone', () => {
    expect(avoidedWordsIn('a.json', '{"x": "Мерчанты и мерчантов"}')).toHaveLength(2);
    expect(avoidedWordsIn('a.json', '{"x": "Номер мерчанта"}')).toEqual([
      'a.json: «мерчанта» (use продавец (продавца, продавцу, продавцы, продавцов…))',
    ]);
    expect(avoidedWordsIn('a.json', '{"x": "Номер продавца", "merchant": "Продавец"}')).toEqual([]);
  });

  it('reads the ru-RU files of every workspace that has texts', () => {
    const dirs = new Set(russianFiles().map((file) => file.split(path.sep).slice(0, 2).join('/')));
    expect([...dirs].sort()).toEqual([
      'apps/console',
      'apps/server',
      'apps/web',
      'packages/contracts',
      'packages/ui',
    ]);
  });

  it('calls a merchant «продавец» in every ru-RU text, never «мерчант»', () => {
    const found = russianFiles().flatMap((file) =>
      avoidedWordsIn(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
