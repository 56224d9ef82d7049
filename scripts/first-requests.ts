// A Vite plugin for both apps: what the first screens need is asked for as early as the browser
// can, which only the browser can decide (the tab's stored language, whether there is a session),
// so the build writes `first-requests.js` beside index.html, which loads it async:
// - the first texts of the tab's language (its first part, `locales/parts/<lang>.first.ts` or
//   `.all.ts`, and its pack, `packages/ui/src/i18n/packs/<lang>.ts`) are preloaded with the app's
//   scripts: otherwise their requests started only once the scripts had arrived and run, one
//   round trip more before the first screen;
// - on a visit without a session (the login page), as soon as the visitor starts on the form,
//   the code of the signed-in layout and home page (`later`) and the language's other texts are
//   prefetched into the browser's cache, so signing in opens home without waiting for them
//   (while the visitor types); a visitor who only looks fetches nothing more.
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../packages/contracts/src/i18n.ts';

export const FIRST_REQUESTS_FILE = 'first-requests.js';

/** The first of these on a page without a session: the visitor starts on a form. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'];

/** An app's part of a language's texts, `…/locales/parts/<lang>.<part>.ts`, or a language pack. */
const TEXTS_MODULE =
  /[\\/](?:locales[\\/]parts[\\/]([a-zA-Z-]+)\.(\w+)|i18n[\\/]packs[\\/]([a-zA-Z-]+))\.ts$/;
/** The parts fetched before the first render (lib/i18n.ts of each app). */
const FIRST_PARTS = new Set(['first', 'all']);

type Chunk = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

export type FirstRequests = {
  /** By language: its first texts, with what they import that the entry does not. */
  first: Record<string, string[]>;
  /** The `later` modules' chunks, with what they import that the entry does not. */
  later: string[];
  /** By language: its other texts, with what they import that the above do not. */
  laterTexts: Record<string, string[]>;
};

/** The chunk files of each kind of first request, from the built chunks. */
export const firstRequestFiles = (chunks: Chunk[], laterModules: string[]): FirstRequests => {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The files and every file they import, less those in `known`. */
  const closure = (names: string[], known: Set<string>) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    names.forEach(visit);
    return [...seen].filter((name) => !known.has(name)).sort();
  };
  const entry = new Set(
    closure(
      chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      new Set(),
    ),
  );
  const texts = chunks.flatMap((chunk) => {
    const match = TEXTS_MODULE.exec(chunk.facadeModuleId ?? '');
    if (!match) return [];
    const [, partLanguage, part, packLanguage] = match;
    const first = packLanguage !== undefined || FIRST_PARTS.has(part!);
    return [{ language: (partLanguage ?? packLanguage)!, first, file: chunk.fileName }];
  });
  const first: Record<string, string[]> = {};
  const laterTexts: Record<string, string[]> = {};
  for (const language of new Set(texts.map((t) => t.language))) {
    const filesOf = (isFirst: boolean) =>
      texts.filter((t) => t.language === language && t.first === isFirst).map((t) => t.file);
    first[language] = closure(filesOf(true), entry);
    laterTexts[language] = closure(filesOf(false), new Set([...entry, ...first[language]]));
  }
  const laterChunks = chunks.filter((c) => laterModules.includes(c.facadeModuleId ?? ''));
  return {
    first,
    later: closure(
      laterChunks.map((c) => c.fileName),
      entry,
    ),
    laterTexts,
  };
};

/**
 * Runs in the browser, from first-requests.js: preloads the first texts of the tab's language (the
 * one the app will load: ui's getStoredLanguage), and on a visit without the session cookie
 * prefetches the rest as soon as the visitor starts on a form (a tap, a key, a field in focus): a
 * visitor who only looks fetches nothing more.
 */
export const requestFirst = (
  files: FirstRequests,
  /** The first of these on the page shows the visitor means to sign in (or register). */
  intentEvents: readonly string[],
  storageKey: string,
  defaultLanguage: string,
  sessionCookie: string,
) => {
  let language: string | null = null;
  try {
    language = sessionStorage.getItem(storageKey);
  } catch {
    // storage disabled by the browser: the app falls back to the default language as well
  }
  const ofLanguage = (byLanguage: Record<string, string[]>) =>
    byLanguage[language ?? ''] ?? byLanguage[defaultLanguage] ?? [];
  const add = (rel: string, href: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  for (const href of ofLanguage(files.first)) add('modulepreload', href);
  const signedIn = document.cookie.split(';').some((c) => c.trim().startsWith(`${sessionCookie}=`));
  if (signedIn) return;
  const prefetch = () => {
    for (const type of intentEvents) document.removeEventListener(type, prefetch, true);
    for (const href of [...files.later, ...ofLanguage(files.laterTexts)]) add('prefetch', href);
  };
  for (const type of intentEvents) document.addEventListener(type, prefetch, true);
};

export type FirstRequestsOptions = {
  /** The app's session cookie: without it, the visit is signed out. */
  sessionCookie: string;
  /** Modules (relative to the app's folder) a visitor opens after signing in. */
  later: string[];
};

export const firstRequests = ({ sessionCookie, later }: FirstRequestsOptions): Plugin => {
  let base = '/';
  let root = '';
  return {
    name: 'first-requests',
    apply: 'build',
    api: { sessionCookie },
    configResolved: (config) => {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { async: true, src: `${base}${FIRST_REQUESTS_FILE}` },
        injectTo: 'head',
      },
    ],
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const found = firstRequestFiles(
        chunks,
        later.map((file) => path.resolve(root, file)),
      );
      if (found.later.length === 0) this.error(`first-requests: no chunk for ${later.join(', ')}`);
      const url = (name: string) => `${base}${name}`;
      const urls = (byLanguage: Record<string, string[]>) =>
        Object.fromEntries(Object.entries(byLanguage).map(([l, names]) => [l, names.map(url)]));
      const files: FirstRequests = {
        first: urls(found.first),
        later: found.later.map(url),
        laterTexts: urls(found.laterTexts),
      };
      const args: Parameters<typeof requestFirst> = [
        files,
        INTENT_EVENTS,
        LANGUAGE_STORAGE_KEY,
        DEFAULT_LANGUAGE satisfies Language,
        sessionCookie,
      ];
      this.emitFile({
        type: 'asset',
        fileName: FIRST_REQUESTS_FILE,
        source: `// Built by scripts/first-requests.ts.\n(${requestFirst.toString()})(...${JSON.stringify(args)});\n`,
      });
    },
  };
};
