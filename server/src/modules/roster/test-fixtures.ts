/** Roster files made by the tests themselves: CSV text, XLSX through exceljs. */
import ExcelJS from 'exceljs';

export type FixtureCell = string | number | Date | null | { formula: string; result?: string | number };

/** CSV of the rows (first row = header), every cell quoted. */
export function csvFile(rows: (string | number | null)[][]): Buffer {
  const text = rows.map((r) => r.map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(',')).join('\r\n');
  return Buffer.from(text, 'utf8');
}

/** XLSX with one sheet of the rows (first row = header); optional rows above it (titles). */
export async function xlsxFile(rows: FixtureCell[][], options: { above?: string[][]; sheetName?: string } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Roster');
  for (const r of options.above ?? []) sheet.addRow(r);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows of the first sheet of an XLSX as raw exceljs values (row 1 = header). */
export async function readXlsxRows(data: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}
