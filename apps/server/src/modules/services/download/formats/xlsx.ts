// XLSX exports, streamed: the workbook's parts are deflated by Node's zlib and go through fflate's
// streaming zip writer as they are produced, so memory stays at one batch however many rows.
// Cells are inline strings (no shared-string table to grow) and amounts are written as the exact
// decimal strings they arrive as, never through a JS number. The sheets come first in the archive and the workbook, its
// relationships and [Content_Types].xml last, because only then is it known how many sheets
// (Excel stops at 1,048,576 rows: more rows continue on a second sheet) and rows there are.
// fflate writes no ZIP64, so one part must stay under 4 GiB: a full sheet of 1,048,575 rows of a
// few hundred bytes each is well under it.
import type { Writable } from 'node:stream';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';
import type { ExportColumn } from './columns.ts';
import { drained } from '../../../../platform/stream-out.ts';

/** Data rows per sheet: Excel's limit of 1,048,576 rows less the header row. */
export const MAX_SHEET_ROWS = 1_048_575;
/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_CHARS = 32_767;
/** Fast deflate: the sheet XML is repetitive, so level 1 already shrinks it ~8×. */
const LEVEL = 1;
/** A last, empty deflate block: what ends a deflate stream. */
const FINAL_BLOCK = new Uint8Array([0x03, 0x00]);

/**
 * A part of the archive compressed by Node's zlib (native, about 3× faster here than fflate's
 * JavaScript deflate), handed to fflate's Zip, which writes the headers. Each chunk is deflated
 * on its own and ends with a sync flush, so the chunks join into one valid deflate stream; a
 * chunk is a whole batch of rows, so restarting the dictionary per chunk costs nothing visible.
 */
class DeflatedPart implements ZipInputFile {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  push(chunk: Uint8Array, final = false) {
    this.size += chunk.length;
    this.crc = crc32(chunk, this.crc);
    const deflated = deflateRawSync(chunk, {
      level: LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    this.ondata!(null, deflated, false);
    if (final) this.ondata!(null, FINAL_BLOCK, true);
  }
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Cell styles (cellXfs): 0 default, 1 bold header, 2 + n an amount shown with n decimals (0–6),
// then a text cell marked as wrong (red fill).
const HEADER_STYLE = 1;
const MAX_DECIMALS = 6;
const MARKED_STYLE = 2 + MAX_DECIMALS + 1;
/** Text format ("@"): what a template's columns are, so Excel keeps long account numbers whole. */
const TEXT_STYLE = MARKED_STYLE + 1;
const DECIMAL = /^-?\d+(\.\d+)?$/;

// eslint-disable-next-line no-control-regex -- finding the control characters XML forbids
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const ESCAPES = /[&<>]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text for XML: & < > escaped, and the control characters XML 1.0 cannot carry removed. */
export const xmlText = (value: string): string =>
  NEEDS_ESCAPE.test(value) ? value.replace(ESCAPES, (c) => ENTITY[c] ?? '') : value;

const xmlAttr = (value: string) => xmlText(value).replace(/"/g, '&quot;');

/** A, B, …, Z, AA, … */
const columnLetter = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const inlineString = (ref: string, value: string, style = '') => {
  const text = xmlText(value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value);
  // Leading or trailing spaces survive only with xml:space="preserve".
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
};

const numberCell = (ref: string, value: string) => {
  if (!DECIMAL.test(value)) return inlineString(ref, value);
  const dot = value.indexOf('.');
  const decimals = dot < 0 ? 0 : value.length - dot - 1;
  const style = decimals <= MAX_DECIMALS ? ` s="${2 + decimals}"` : '';
  return `<c r="${ref}"${style}><v>${value}</v></c>`;
};

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, not quoted. */
const safeSheetName = (name: string, suffix: string) => {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Sheet';
  return base.slice(0, 31 - suffix.length) + suffix;
};

const stylesXml = () => {
  const formats = Array.from({ length: MAX_DECIMALS }, (_, i) => {
    const decimals = i + 1;
    return `<numFmt numFmtId="${164 + i}" formatCode="#,##0.${'0'.repeat(decimals)}"/>`;
  });
  const amountXfs = Array.from({ length: MAX_DECIMALS + 1 }, (_, decimals) => {
    const id = decimals === 0 ? 3 : 163 + decimals; // 3: built-in "#,##0"
    return `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`;
  });
  return (
    `${XML_HEAD}<styleSheet xmlns="${NS}">` +
    `<numFmts count="${formats.length}">${formats.join('')}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="3"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill>' +
    '<fill><patternFill patternType="solid"><fgColor rgb="FFFFC7CE"/><bgColor indexed="64"/></patternFill></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${4 + amountXfs.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    `${amountXfs.join('')}` +
    '<xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1"/>' +
    '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
};

type SheetInfo = { name: string; lastRow: number };

const workbookXml = (sheets: SheetInfo[], lastColumn: string) => {
  const list = sheets
    .map((s, i) => `<sheet name="${xmlAttr(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  // The autoFilter of each sheet is also named, as Excel itself does.
  const filters = sheets
    .map(
      (s, i) =>
        `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">` +
        `${xmlText(`'${s.name.replace(/'/g, "''")}'`)}!$A$1:$${lastColumn}$${s.lastRow}</definedName>`,
    )
    .join('');
  return (
    `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${NS_R}">` +
    `<bookViews><workbookView/></bookViews><sheets>${list}</sheets>` +
    `<definedNames>${filters}</definedNames></workbook>`
  );
};

const workbookRelsXml = (sheetCount: number) => {
  const rels = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${NS_R}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  rels.push(`<Relationship Id="rId${sheetCount + 1}" Type="${NS_R}/styles" Target="styles.xml"/>`);
  return `${XML_HEAD}<Relationships xmlns="${NS_PKG}">${rels.join('')}</Relationships>`;
};

const rootRelsXml = () =>
  `${XML_HEAD}<Relationships xmlns="${NS_PKG}">` +
  `<Relationship Id="rId1" Type="${NS_R}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const contentTypesXml = (sheetCount: number) => {
  const main = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${main}.worksheet+xml"/>`,
  ).join('');
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${main}.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${main}.styles+xml"/>` +
    `${sheets}</Types>`
  );
};

/**
 * Writes a workbook of one sheet (more past 1,048,575 rows) with a bold, frozen, filterable header
 * row to `out` (which it does not end) and answers how many data rows and bytes it wrote.
 * `onRows` hears the running row count after every batch.
 */
export const writeXlsx = async (
  out: Writable,
  options: {
    sheetName: string;
    columns: ExportColumn[];
    batches: AsyncIterable<string[][]>;
    onRows?: (rowsSoFar: number) => void | Promise<void>;
    /** Data rows per sheet; tests lower it to see a second sheet without a million rows. */
    sheetRows?: number;
    /**
     * Lists a column's cells must come from (Excel's data validation, rows 2 to `toRow`), as a
     * template offers them; one sheet only.
     */
    validations?: { column: number; values: string[]; toRow: number }[];
    /** Cells to mark as wrong (red), by data row (0 first) and column: an error file's. */
    isMarked?: (row: number, column: number) => boolean;
    /** Columns formatted as text, so what is typed in them stays as typed (a template's). */
    textColumns?: boolean;
  },
): Promise<{ rows: number; bytes: number }> => {
  const { columns, batches, onRows } = options;
  const sheetRows = options.sheetRows ?? MAX_SHEET_ROWS;
  let bytes = 0;
  let failure: Error | null = null;
  let mustDrain = false;
  // A part compresses synchronously inside push() and the zip hands its output over at once; the
  // writer waits for 'drain' after each push that filled the stream's buffer.
  const zip = new Zip((error, data) => {
    if (error) {
      failure = error;
      return;
    }
    bytes += data.length;
    if (!out.write(data)) mustDrain = true;
  });
  const settle = async () => {
    if (failure) throw failure;
    if (mustDrain) {
      mustDrain = false;
      await drained(out);
    }
  };
  const addPart = async (name: string, xml: string) => {
    const part = new DeflatedPart(name);
    zip.add(part);
    part.push(Buffer.from(xml, 'utf8'), true);
    await settle();
  };

  const letters = columns.map((_, i) => columnLetter(i));
  const lastColumn = letters.at(-1) ?? 'A';
  const isNumber = columns.map((c) => c.kind === 'number');
  const cols = columns
    .map((c, i) => {
      const width = c.width ?? Math.min(50, Math.max(10, c.header.length + 4));
      const style = options.textColumns ? ` style="${TEXT_STYLE}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${width}"${style} customWidth="1"/>`;
    })
    .join('');
  const headerRow =
    '<row r="1">' +
    columns
      .map((c, i) => inlineString(`${letters[i]}1`, c.header, ` s="${HEADER_STYLE}"`))
      .join('') +
    '</row>';

  const sheets: SheetInfo[] = [];
  let part: DeflatedPart | null = null;
  let rowNo = 1; // the sheet's last written row (1: the header)

  const openSheet = () => {
    const number = sheets.length + 1;
    sheets.push({
      name: safeSheetName(options.sheetName, number > 1 ? ` (${number})` : ''),
      lastRow: 1,
    });
    part = new DeflatedPart(`xl/worksheets/sheet${number}.xml`);
    zip.add(part);
    rowNo = 1;
    return (
      `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${NS_R}">` +
      `<sheetViews><sheetView${number === 1 ? ' tabSelected="1"' : ''} workbookViewId="0">` +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${headerRow}`
    );
  };
  const validations = (options.validations ?? [])
    .map(({ column, values, toRow }) => {
      // An inline list: quoted, comma-separated, at most 255 characters (Excel's limit).
      const list = values.map((v) => v.replace(/[",]/g, ' ')).join(',');
      const ref = `${letters[column]}2:${letters[column]}${toRow}`;
      return (
        `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${ref}">` +
        `<formula1>${xmlText(`"${list.slice(0, 255)}"`)}</formula1></dataValidation>`
      );
    })
    .join('');
  const closeSheet = (pending: string) => {
    sheets.at(-1)!.lastRow = rowNo;
    const checks =
      validations && sheets.length === 1
        ? `<dataValidations count="${options.validations!.length}">${validations}</dataValidations>`
        : '';
    const tail = `</sheetData><autoFilter ref="A1:${lastColumn}${rowNo}"/>${checks}</worksheet>`;
    part!.push(Buffer.from(pending + tail, 'utf8'), true);
  };

  let xml = openSheet();
  let rows = 0;
  for await (const batch of batches) {
    for (let r = 0; r < batch.length; r++) {
      const row = batch[r]!;
      if (rowNo > sheetRows) {
        closeSheet(xml);
        xml = openSheet();
      }
      rowNo += 1;
      let line = `<row r="${rowNo}">`;
      const dataRow = rows + r;
      for (let i = 0; i < letters.length; i++) {
        const value = row[i];
        const ref = letters[i]! + rowNo;
        if (options.isMarked?.(dataRow, i)) {
          line += inlineString(ref, value ?? '', ` s="${MARKED_STYLE}"`);
          continue;
        }
        if (value === undefined || value === '') continue;
        line += isNumber[i] ? numberCell(ref, value) : inlineString(ref, value);
      }
      xml += `${line}</row>`;
    }
    if (batch.length === 0) continue;
    part!.push(Buffer.from(xml, 'utf8'));
    xml = '';
    await settle();
    rows += batch.length;
    await onRows?.(rows);
  }
  closeSheet(xml);
  await settle();

  await addPart('xl/styles.xml', stylesXml());
  await addPart('xl/workbook.xml', workbookXml(sheets, lastColumn));
  await addPart('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length));
  await addPart('_rels/.rels', rootRelsXml());
  await addPart('[Content_Types].xml', contentTypesXml(sheets.length));
  zip.end();
  await settle();
  return { rows, bytes };
};
