// What every ISO 20022 writer and reader here needs: text made safe inside an element or an
// attribute, an element written only when it has content, and a SAX walk of a small document
// (saxes, which fetches no external entity).
import { SaxesParser } from 'saxes';

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export class Iso20022Error extends Error {
  override name = 'Iso20022Error';
}

export const element = (name: string, content: string | null | undefined) =>
  content === null || content === undefined || content === ''
    ? ''
    : `<${name}>${escapeXml(content)}</${name}>`;

/** Walks a document: `open`/`close` get the element path, `text` the text of the closing one. */
export const walk = (
  xml: string,
  handlers: {
    open?(path: string[], attributes: Record<string, string>): void;
    close(path: string[], text: string): void;
  },
) => {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const path: string[] = [];
  let text = '';
  parser.on('opentag', (tag) => {
    const name = tag.name.includes(':') ? tag.name.slice(tag.name.indexOf(':') + 1) : tag.name;
    path.push(name);
    text = '';
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attributes[key] = String(value);
    handlers.open?.(path, attributes);
  });
  parser.on('text', (t) => (text += t));
  parser.on('cdata', (t) => (text += t));
  parser.on('closetag', () => {
    handlers.close(path, text.trim());
    path.pop();
    text = '';
  });
  parser.on('doctype', () => {
    throw new Iso20022Error('a document type declaration is not allowed');
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof Iso20022Error) throw error;
    throw new Iso20022Error(`malformed XML: ${(error as Error).message}`);
  }
};

export const at = (path: string[], ...tail: string[]) =>
  tail.every((name, i) => path[path.length - tail.length + i] === name);

/** The schema counts characters (code points), not UTF-16 units. */
export const lengthOf = (text: string) => [...text].length;

/**
 * Free text as lines of at most `width` characters, broken between words where it can (a word
 * longer than a line is broken inside): nothing of it is lost.
 */
export const wrapLines = (value: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of value.replace(/\s+/g, ' ').trim().split(' ')) {
    if (!word) continue;
    let rest = [...word];
    if (line && lengthOf(line) + 1 + rest.length <= width) {
      line += ` ${word}`;
      continue;
    }
    if (line) lines.push(line);
    while (rest.length > width) {
      lines.push(rest.slice(0, width).join(''));
      rest = rest.slice(width);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
};
