// Test helper: the text of each page of a PDF written by pdfkit (compressed or not), decoded
// through the fonts' ToUnicode maps, one entry per text run with its position.
import { inflateSync } from 'node:zlib';

export type TextRun = { x: number; y: number; font: string; text: string };

export const pdfPages = (pdf: Buffer): TextRun[][] => {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    objects.set(
      id!,
      body!.includes('/FlateDecode')
        ? body!.replace(
            /stream\n([\s\S]*)\nendstream/,
            (_, data: string) =>
              `stream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`,
          )
        : body!,
    );
  const ref = (body: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1];
  const toUnicode = (fontId: string) => {
    const map = new Map<string, string>();
    const cmap = objects.get(ref(objects.get(fontId)!, 'ToUnicode')!)!;
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
      const codes = [...list!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) =>
        String.fromCharCode(...hex!.match(/.{4}/g)!.map((h) => parseInt(h, 16))),
      );
      codes.forEach((text, i) => map.set((parseInt(start!, 16) + i).toString(16), text));
    }
    return map;
  };
  const pages: TextRun[][] = [];
  for (const body of objects.values()) {
    if (!/\/Type \/Page\n/.test(body)) continue;
    const resources = objects.get(ref(body, 'Resources')!)!;
    const fonts = new Map<string, Map<string, string>>();
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fonts.set(name!, toUnicode(id!));
    const content = /stream\n([\s\S]*)\nendstream/.exec(objects.get(ref(body, 'Contents')!)!)![1]!;
    const runs: TextRun[] = [];
    for (const [, x, y, font, tj] of content.matchAll(
      /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n\/(F\d+) [\d.]+ Tf\n\[(.*)\] TJ/g,
    )) {
      const glyphs = fonts.get(font!)!;
      const text = [...tj!.matchAll(/<([0-9a-f]+)>/g)]
        .flatMap(([, hex]) => hex!.match(/.{4}/g)!)
        .map((gid) => glyphs.get(parseInt(gid, 16).toString(16)) ?? '\uFFFD')
        .join('');
      runs.push({ x: Number(x), y: 841.89 - Number(y), font: font!, text });
    }
    pages.push(runs);
  }
  return pages;
};
