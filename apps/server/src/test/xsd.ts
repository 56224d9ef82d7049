// The official ISO 20022 schemas, for tests: every file the product writes (pain.001, pain.002,
// camt.053, camt.054) and every file the tests hand the readers is validated against the schema of
// its version with xmllint (xmllint-wasm). The schemas are not copied into the project: they sit
// beside the clone in ../shared/iso20022/xsd (CI has them); where that folder is absent, a test
// that needs them skips and says why (`needSchemas(ctx)`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'vitest';
import { validateXML } from 'xmllint-wasm';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const XSD_DIR = path.resolve(REPO_ROOT, '../shared/iso20022/xsd');

export const SCHEMAS = [
  'camt.053.001.02',
  'camt.053.001.04',
  'camt.053.001.08',
  'camt.054.001.02',
  'camt.054.001.04',
  'camt.054.001.08',
  'pain.001.001.03',
  'pain.002.001.03',
] as const;
export type SchemaName = (typeof SCHEMAS)[number];

export const hasSchemas = existsSync(path.join(XSD_DIR, 'pain.001.001.03.xsd'));
const MISSING = `the ISO 20022 schemas are not at ${XSD_DIR} (see ../shared/iso20022/README.md): schema checks skipped`;

/** Skips the running test, saying why, when the schemas are not beside the clone. */
export const needSchemas = (ctx: TestContext) => {
  if (!hasSchemas) ctx.skip(MISSING);
};

const cache = new Map<SchemaName, string>();
const schemaOf = (name: SchemaName) => {
  let text = cache.get(name);
  if (!text) {
    text = readFileSync(path.join(XSD_DIR, `${name}.xsd`), 'utf8');
    cache.set(name, text);
  }
  return text;
};

/** The version a document declares by its namespace (`urn:iso:std:iso:20022:tech:xsd:<name>`). */
export const schemaNameOf = (xml: string): SchemaName => {
  const found = /urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.\d{2})/.exec(xml)?.[1];
  if (!found || !(SCHEMAS as readonly string[]).includes(found))
    throw new Error(`no known ISO 20022 namespace in the document (${found ?? 'none'})`);
  return found as SchemaName;
};

/**
 * The schema's complaints about a document ("line N: message"), [] when it is valid. The schema is
 * the one its namespace names unless one is given. xmllint reads UTF-8 only: pass other encodings
 * as their UTF-8 text with the declaration changed.
 */
export const schemaErrors = async (xml: string, name: SchemaName = schemaNameOf(xml)) => {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${name}.xsd`, contents: schemaOf(name) }],
    maxMemoryPages: 4096,
  });
  return result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message));
};
