/**
 * Reading an uploaded roster: the type is decided by the bytes (never the name), CSV goes through
 * a streaming parser (csv-parse), XLSX through ExcelTS's streaming reader (rows are read as the
 * sheet is unpacked, never the whole workbook at once), reading stored cell values only — formulas
 * are never evaluated (their cached result is read), macros and external links are ignored.
 *
 * Runs inside the roster reader's worker (read-in-worker.ts): everything here may use memory and
 * CPU freely up to the worker's limits, and stops at the row and text caps.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { CellValue as XlsxValue } from '@cj-tech-master/excelts';
import { loadExcel } from '../../lib/lazy-modules.js';
import { HttpError, payloadTooLarge, unprocessable } from '../../lib/errors.js';
import { matchHeader, type FieldKey, type HeaderMatch } from './columns.js';
import type { CellValue } from './normalise.js';
import { checkUnpackedSizes, checkZipPackage } from './zip-check.js';

export const MAX_ROSTER_BYTES = 10 * 1024 * 1024;
/** Rows read at most (a district has a few thousand members; this bounds the work per file). */
export const MAX_ROSTER_ROWS = 50_000;
/** Characters of cell text in all rows together (a 50,000-row roster holds ~10 million). */
export const MAX_ROSTER_TEXT = 16 * 1024 * 1024;
/** Rows searched for the header (exports often start with a title and blank rows). */
const HEADER_SEARCH_ROWS = 20;

export type RosterFormat = 'csv' | 'xlsx';

export const READ_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB. Split the roster into smaller files (for example one per region) and import each.',
  wrongType: 'file: this is not a CSV or Excel (.xlsx) file. Save the roster as .xlsx or .csv and try again.',
  oldExcel: 'file: old Excel (.xls) files are not read. Open it in Excel and "Save As" an .xlsx workbook or CSV, then try again.',
  brokenXlsx: 'file: the Excel file could not be read (it may be damaged or password-protected).',
  noHeader:
    'file: no recognisable header row. The first rows must include column titles such as "Name", "Mobile" or "Membership Number" and "Club Name". Download the template to see every column.',
  tooManyRows: `file: more than ${MAX_ROSTER_ROWS.toLocaleString('en-IN')} rows. Split the roster into smaller files.`,
  empty: 'file: the file is empty.',
  tooMuchText: `file: the rows hold more than ${MAX_ROSTER_TEXT / 1024 / 1024} million characters of text, far more than a roster. Check for cells filled with very long text, or split the roster into smaller files.`,
} as const;

export const unsupportedType = (message: string) => new HttpError(415, message);

/** The format by content: XLSX is a ZIP package; CSV is text (no NUL bytes, not another known binary). */
export function detectFormat(buf: Buffer): RosterFormat {
  if (buf.length === 0) throw unprocessable(READ_MESSAGES.empty);
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04) return 'xlsx';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw unsupportedType(READ_MESSAGES.oldExcel);
  }
  const head = buf.subarray(0, 8192);
  if (head.includes(0)) throw unsupportedType(READ_MESSAGES.wrongType);
  // Other control characters than tab/CR/LF/FF mark a binary file (PDF streams, images...).
  let control = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  if (control > 0 || head.subarray(0, 5).toString('latin1') === '%PDF-') throw unsupportedType(READ_MESSAGES.wrongType);
  return 'csv';
}

/** One data row: its number as the spreadsheet shows it (1-based) and its cells by field. */
export interface RosterRow {
  row: number;
  values: Partial<Record<FieldKey, CellValue>>;
  /** Every cell of the row under the header, as read (the rejected-rows file gives them back). */
  cells: CellValue[];
}

export interface RosterSheet {
  format: RosterFormat;
  header: HeaderMatch;
  /** The header row's text, cell by cell (blank titles as ''). */
  headers: string[];
  rows: RosterRow[];
}

function headerText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return '';
  return String(value);
}

/**
 * Finds the header among the first rows and turns later rows into RosterRows; rows with no value
 * in any recognised column are skipped (blank lines, totals under the table).
 */
class SheetBuilder {
  header: HeaderMatch | null = null;
  headers: string[] = [];
  rows: RosterRow[] = [];
  private looked = 0;
  private text = 0;

  /** Feeds one physical row (cells 0-based); false once the file is known to have no header. */
  add(rowNumber: number, cells: CellValue[]): boolean {
    if (!this.header) {
      this.looked++;
      const titles = cells.map(headerText);
      this.header = matchHeader(titles);
      if (this.header) {
        let width = titles.length;
        while (width > 0 && !titles[width - 1]!.trim()) width--;
        this.headers = titles.slice(0, width).map((t) => t.trim());
      }
      return this.header !== null || this.looked < HEADER_SEARCH_ROWS;
    }
    const values: Partial<Record<FieldKey, CellValue>> = {};
    let any = false;
    for (const [index, key] of this.header.fields) {
      const v = cells[index] ?? null;
      const blank = v === null || (typeof v === 'string' && v.trim() === '');
      values[key] = blank ? null : v;
      if (!blank) any = true;
    }
    if (any) {
      if (this.rows.length >= MAX_ROSTER_ROWS) throw unprocessable(READ_MESSAGES.tooManyRows);
      const kept = cells.slice(0, Math.max(this.headers.length, 1));
      for (const cell of kept) if (typeof cell === 'string') this.text += cell.length;
      if (this.text > MAX_ROSTER_TEXT) throw payloadTooLarge(READ_MESSAGES.tooMuchText);
      this.rows.push({ row: rowNumber, values, cells: kept });
    }
    return true;
  }

  done(format: RosterFormat): RosterSheet | null {
    return this.header ? { format, header: this.header, headers: this.headers, rows: this.rows } : null;
  }
}

function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    // Excel on Windows saves "CSV" in the system code page.
    return new TextDecoder('windows-1252').decode(buf);
  }
}

export async function readCsv(buf: Buffer): Promise<RosterSheet> {
  const parser = Readable.from([decodeText(buf)]).pipe(
    parse({
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }),
  );
  const sheet = new SheetBuilder();
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!sheet.add(record.info.lines, record.record)) break;
  }
  const done = sheet.done('csv');
  if (!done) throw unprocessable(READ_MESSAGES.noHeader);
  return done;
}

/** A stored cell value, never evaluated: formulas give their cached result, links their text. */
function xlsxCell(value: XlsxValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null || typeof result === 'object') return result instanceof Date ? result : null;
      return result as string | number | boolean;
    }
    if ('text' in value) {
      const text = (value as { text: unknown }).text;
      if (typeof text === 'string') return text;
      if (text && typeof text === 'object' && 'richText' in text) return (text as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
      return null;
    }
    if ('error' in value) return null;
  }
  return null;
}

/**
 * XLSX, streamed: the package's declared sizes are checked first, and then that it holds no more
 * than it declares (zip-check.ts); then rows are
 * read one by one as the sheet unpacks; the first sheet with a recognisable header is the roster
 * (a workbook may start with a cover or notes sheet). Reading stops at the row and text caps.
 */
export async function readXlsx(buf: Buffer): Promise<RosterSheet> {
  await checkUnpackedSizes(buf, checkZipPackage(buf));
  const { WorkbookReader } = await loadExcel();
  const reader = new WorkbookReader(Readable.from([buf]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell date cells from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
    maxBufferedWorksheetBytes: 64 * 1024 * 1024,
  });
  try {
    for await (const worksheet of reader) {
      const sheet = new SheetBuilder();
      let going = true;
      for await (const row of worksheet) {
        if (!going) continue;
        const raw = row.values as XlsxValue[];
        // row.values is 1-based (index 0 unused).
        const cells: CellValue[] = [];
        for (let i = 1; i < raw.length; i++) cells.push(xlsxCell(raw[i]));
        going = sheet.add(row.number, cells);
      }
      const done = sheet.done('xlsx');
      if (done) return done;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unsupportedType(READ_MESSAGES.brokenXlsx);
  }
  throw unprocessable(READ_MESSAGES.noHeader);
}

/** Reads a roster in this thread: the worker's job (read-in-worker.ts); tests of the reader call it too. */
export async function readRosterHere(buf: Buffer): Promise<RosterSheet> {
  if (buf.length > MAX_ROSTER_BYTES) throw new HttpError(413, READ_MESSAGES.tooLarge);
  const format = detectFormat(buf);
  return format === 'xlsx' ? readXlsx(buf) : readCsv(buf);
}
