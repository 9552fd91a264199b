/** Roster files made by the tests themselves: CSV text, XLSX through ExcelTS, PDF text read back with pdfjs. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Workbook, type CellValue } from '@cj-tech-master/excelts';

const require = createRequire(import.meta.url);

export type FixtureCell = string | number | Date | null | { formula: string; result?: string | number };

/** CSV of the rows (first row = header), every cell quoted. */
export function csvFile(rows: (string | number | null)[][]): Buffer {
  const text = rows.map((r) => r.map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(',')).join('\r\n');
  return Buffer.from(text, 'utf8');
}

/** XLSX with one sheet of the rows (first row = header); optional rows above it (titles). */
export async function xlsxFile(rows: FixtureCell[][], options: { above?: string[][]; sheetName?: string } = {}): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Roster');
  for (const r of options.above ?? []) sheet.addRow(r);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows of the first sheet of an XLSX as raw cell values (row 1 = header). */
export async function readXlsxRows(data: Buffer): Promise<CellValue[][]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const rows: CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as CellValue[]).slice(1)));
  return rows;
}

/** Page count and the text of every page of a PDF. */
export async function readPdf(data: Buffer): Promise<{ pages: number; text: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl, isEvalSupported: false }).promise;
  const text: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}
